import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage, useServiceCategoryName } from '@brf/domain/i18n';
import { serviceCategoryOptions } from '@brf/domain/accounts';
import { PROJECT_FILE_MESSAGES } from '@brf/domain/files';
import { toDateTimeInputValue } from '@brf/domain/format';
import {
  BUDGET_TOASTS,
  earliestSubmissionDeadline,
  makeCreateRequestSchema,
  PROJECT_LABELS,
  PROJECT_LIST_TEXTS,
  type CreateRequestForm,
} from '@brf/domain/projects';
import { isRateLimited, useServiceCategories } from '@brf/supabase/data';
import { Button, CheckboxField, CheckboxGrid, Field, InlineAlert, PageHeading, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import { showToast } from '../shared/projects-bus.ts';
import { useViewer } from '@brf/supabase/session';
import { createsProjects, useBoardRole } from '../shared/api/board-role.ts';
import { useCreateProject } from './api/create-project.ts';
import { useSealedBidsFrom } from './api/sealed-bids-from.ts';
import { BudgetFields } from '../shared/budget-fields.tsx';
import { AttachmentsField } from './attachments-field.tsx';
import { emptyCreateProjectValues, type CreateProjectValues } from './create-project-values.ts';
import { RequestTermsFields } from './request-terms-fields.tsx';
import { ViewingDateRows } from './viewing-date-rows.tsx';
import { AddressFields } from './address-fields.tsx';
import { NotACreator } from './not-a-creator.tsx';
import styles from './create-project-page.module.css';

const schema = makeCreateRequestSchema();

/** /projects/create (spec 2, 5): BRF users only; the shell sends others to /. */
export default function CreateProjectPage() {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const categoryText = useServiceCategoryName();
  const navigate = useNavigate();
  const viewer = useViewer();
  const categories = useServiceCategories();
  const create = useCreateProject();
  const sealsFrom = useSealedBidsFrom(viewer.userId);
  const boardRole = useBoardRole(viewer.userId);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Array<number | undefined>>([]);
  // the controls hold strings only, a narrower input than the schema takes (numbers, dates)
  const form = useSchemaForm<CreateProjectValues, CreateRequestForm>(schema as never, {
    mode: 'all',
    defaultValues: emptyCreateProjectValues,
    translate: message,
  });
  const { register, handleSubmit, formState, watch, setValue, error: fieldMessage } = form;
  const busy = formState.isSubmitting || create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    if (!viewer.userId) return;
    setProgress(files.map(() => 0));
    try {
      const outcome = await create.mutateAsync({
        values,
        files,
        userId: viewer.userId,
        onFileProgress: (index, fraction) =>
          setProgress((current) => current.map((value, i) => (i === index ? fraction : value))),
      });
      if (outcome.budgetFailed) showToast('error', BUDGET_TOASTS.createdWithout);
      if (outcome.failedFiles.length > 0) {
        console.error('[mf-projects] files not stored', outcome.failedFiles);
        showToast('error', PROJECT_FILE_MESSAGES.uploadFailed(outcome.failedFiles[0]!.reason));
      }
      navigate(`/projects/${outcome.project.id}`);
    } catch (error) {
      // spec 8: a failed create is reported on the console only; the form says it did not happen
      console.error('[mf-projects] create project failed', error);
      setProgress([]);
    }
  });

  const selected = watch('service_categories');
  if (!createsProjects(boardRole.data)) return <NotACreator />;
  return (
    <section className={styles.page} data-remote="mf-projects" data-page="create-project">
      <PageHeading title={message(PROJECT_LIST_TEXTS.createNew)} description={t('create.intro')} />
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <Field
          label={message(PROJECT_LABELS.title)}
          required
          error={fieldMessage('title')}
          disabled={busy}
          {...register('title')}
        />
        <Field
          as="textarea"
          rows={6}
          label={message(PROJECT_LABELS.description)}
          required
          error={fieldMessage('description')}
          disabled={busy}
          {...register('description')}
        />
        <div className={styles.pair}>
          <Field
            type="datetime-local"
            label={message(PROJECT_LABELS.submission_deadline)}
            required
            min={toDateTimeInputValue(earliestSubmissionDeadline())}
            hint={t('create.deadlineHint')}
            error={fieldMessage('submission_deadline')}
            disabled={busy}
            {...register('submission_deadline')}
          />
          <Field
            type="number"
            inputMode="numeric"
            label={message(PROJECT_LABELS.max_bids)}
            hint={t('create.maxBidsHint')}
            error={fieldMessage('max_bids')}
            disabled={busy}
            {...register('max_bids')}
          />
        </div>
        <CheckboxGrid
          className={styles.categories}
          legend={message(PROJECT_LABELS.service_categories)}
          options={serviceCategoryOptions(categories.data ?? [], categoryText)}
          selected={selected}
          disabled={busy}
          error={fieldMessage('service_categories')}
          onChange={(ids) =>
            setValue('service_categories', ids, { shouldTouch: true, shouldValidate: true, shouldDirty: true })
          }
        />
        <CheckboxField
          label={t('create.showWinner')}
          hint={t('create.showWinnerHint')}
          disabled={busy}
          {...register('show_winner_publicly')}
        />
        <RequestTermsFields form={form} sealsFrom={sealsFrom.data ?? null} disabled={busy} />
        <BudgetFields form={form} disabled={busy} />
        <AttachmentsField files={files} onChange={setFiles} progress={progress} disabled={busy} />
        <AddressFields form={form} userId={viewer.userId} disabled={busy} fieldMessage={fieldMessage} />
        <ViewingDateRows control={form.control} register={register} disabled={busy} fieldMessage={fieldMessage} />
        {create.isError ? (
          <InlineAlert tone="error">
            {isRateLimited(create.error) ? message(create.error.message) : t('create.failed')}
          </InlineAlert>
        ) : null}
        <div className={styles.actions}>
          <Link to="/projects" className={styles.cancel}>
            {t('create.cancel')}
          </Link>
          <Button
            type="submit"
            disabled={!formState.isValid || !viewer.userId}
            busy={busy}
            busyLabel={t('create.submitting')}
          >
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
