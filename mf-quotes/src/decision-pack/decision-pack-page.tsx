import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ExposedProps } from '@brf/contracts';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { Button, InlineAlert, PageHeading, Skeleton } from '@brf/ui';
import { showToast } from '../shared/quotes-bus.ts';
import { checksumLine } from './checksum-line.ts';
import { useContentsChecksum } from './contents-checksum.ts';
import type { DecisionPack } from './decision-pack-model.ts';
import type { RequestPart } from './request-part.ts';
import { downloadPackCsv, packCsv } from './pack-csv.ts';
import { formatWhen, usePackTexts, type PackTexts } from './pack-texts.ts';
import { AttachmentsPart } from './parts/attachments-part.tsx';
import { ComparisonPart } from './parts/comparison-part.tsx';
import { DecisionPart } from './parts/decision-part.tsx';
import { DeclarationsPart } from './parts/declarations-part.tsx';
import { OpeningPart } from './parts/opening-part.tsx';
import { RequestRecordPart } from './parts/request-record-part.tsx';
import { SummaryPart } from './parts/summary-part.tsx';
import { useDecisionPack } from './use-decision-pack.ts';
import styles from './decision-pack.module.css';

type Props = ExposedProps['DecisionPackPage'];

/**
 * /projects/:id/decision (issue 30): what the board files with its minutes and shows the annual
 * meeting: the request, the opening, the comparison, the declarations, the decision and the files,
 * printable (page numbers) and as one CSV. The database shows its parts to the board and admins only.
 */
export default function DecisionPackPage({ projectId }: Props) {
  const texts = usePackTexts();
  const state = useDecisionPack(projectId, texts.unknownProvider);
  const notFound = state.status === 'not-found';
  // spec 8: 'Project not found.' is a toast; the page keeps its own not-found state too
  // biome-ignore lint/correctness/useExhaustiveDependencies: shows the toast again for another project id
  useEffect(() => {
    if (notFound) showToast('error', PROJECT_TOASTS.projectNotFound);
  }, [notFound, projectId]);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className={styles.intro} aria-busy="true">
        <Skeleton width="14rem" height="2rem" />
        <Skeleton height="10rem" radius="md" />
        <Skeleton height="8rem" radius="md" />
      </div>
    );
  } else if (state.status === 'not-found') {
    body = (
      <div className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>{texts.message(PROJECT_TOASTS.projectNotFound)}</h1>
        <Link to="/projects" className={styles.back}>
          {texts.t('decision.backToProjects')}
        </Link>
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <InlineAlert
        tone="error"
        action={
          <Button variant="secondary" size="small" onClick={state.retry}>
            {texts.t('decision.retry')}
          </Button>
        }
      >
        {texts.t('decision.loadError')}
      </InlineAlert>
    );
  } else {
    body = <PackContents pack={state.pack} request={state.request} texts={texts} />;
  }
  return (
    <article className={styles.page} data-remote="mf-quotes" data-page="decision-pack" data-project-id={projectId}>
      {notFound ? null : (
        <Link to={`/projects/${projectId}`} className={`${styles.back} ${styles.noPrint}`}>
          {texts.t('decision.back')}
        </Link>
      )}
      {body}
    </article>
  );
}

function PackContents({ pack, request, texts }: { pack: DecisionPack; request: RequestPart; texts: PackTexts }) {
  const { t, language } = texts;
  const [compiledAt] = useState(() => new Date());
  const contents = useContentsChecksum(pack.contents);
  const checksum = checksumLine(pack.opening, contents, t);
  const downloadCsv = () => downloadPackCsv(packCsv(pack, checksum, texts, compiledAt), texts, pack.project.title);
  return (
    <>
      <div className={styles.intro}>
        <PageHeading
          title={t('decision.title')}
          description={t('decision.forProject', { title: pack.project.title })}
          actions={
            <div className={`${styles.actions} ${styles.noPrint}`}>
              <Button onClick={() => window.print()}>{t('decision.print')}</Button>
              <Button variant="secondary" onClick={downloadCsv} disabled={contents.state === 'computing'}>
                {t('decision.downloadCsv')}
              </Button>
            </div>
          }
        />
        <p className={styles.compiled}>
          {t('decision.compiled', { date: formatWhen(compiledAt.toISOString(), language) })}
        </p>
      </div>
      <SummaryPart project={pack.project} budget={pack.budget} texts={texts}>
        <RequestRecordPart request={request} files={pack.project.files} texts={texts} />
      </SummaryPart>
      <OpeningPart opening={pack.opening} contents={contents} texts={texts} />
      <ComparisonPart compared={pack.compared} texts={texts} />
      <DeclarationsPart declarations={pack.declarations} boardChanges={pack.boardChanges} texts={texts} />
      <DecisionPart decision={pack.decision} budget={pack.budget} texts={texts} />
      <AttachmentsPart projectFiles={pack.project.files} quoteFiles={pack.quoteFiles} texts={texts} />
    </>
  );
}
