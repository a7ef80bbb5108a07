import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { Button, InlineAlert, Skeleton, usePreloadWhenIdle } from '@brf/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { projectsCatalogue } from '../i18n.ts';
import { showToast } from '../shared/projects-bus.ts';
import { StatusBadge } from '../shared/status-badge.tsx';
import { useViewer } from '@brf/supabase/session';
import { useScrollToPart } from './use-scroll-to-part.ts';
import { prefetchProject, useProject } from './api/project.ts';
import { FollowButton } from './header/follow-button.tsx';
import { ProjectActionsMenu } from './header/project-actions-menu.tsx';
import { CancelReason, SealedBidsBadge } from './header/request-state.tsx';
import { TitleEditor } from './header/title-editor.tsx';
import { ownerEditors } from './owner-editors.ts';
import { ActivitySection } from './sections/activity-section.tsx';
import { AddendaSection } from './sections/addenda-section.tsx';
import { AddressesSection } from './sections/addresses-section.tsx';
import { AttachmentsSection } from './sections/attachments-section.tsx';
import { CategoriesSection } from './sections/categories-section.tsx';
import { DecisionPackLink } from './sections/decision-pack-link.tsx';
import { DescriptionSection } from './sections/description-section.tsx';
import { RequestTermsSection } from './sections/request-terms-section.tsx';
import { ViewingDatesSection } from './sections/viewing-dates-section.tsx';
import { ProjectTiles } from './tiles/project-tiles.tsx';
import headerStyles from './header/project-header.module.css';
import styles from './project-detail-page.module.css';

type Props = ExposedProps['ProjectDetailPage'];

/** Called by the shell as soon as this module is loaded for /projects/:id (before the page renders). */
export function prefetch({ projectId }: Readonly<Record<string, unknown>>): Promise<void> | void {
  if (typeof projectId === 'string') return prefetchProject(projectId).catch(() => undefined);
}

/**
 * /projects/:id, laid out here. The shell hands each slot in as an element that keeps its own
 * error boundary and fallback: Send Quote, the quotes section and Your Quote (mf-quotes) and the
 * message board (mf-messaging). This remote fills the rest: header, tiles and the sections.
 */
export default function ProjectDetailPage({ projectId, slots }: Props) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const viewer = useViewer();
  const project = useProject(projectId);
  // the board's chair and members act for it; every role of the board reads (project_details.my_role)
  const myRole = project.data?.my_role ?? null;
  const isOwner = myRole === 'chair' || myRole === 'member';
  usePreloadWhenIdle(isOwner, ownerEditors);
  const notFound = project.isSuccess && !project.data;
  useScrollToPart(Boolean(project.data));
  // spec 8: 'Project not found.' is a toast; the page keeps its own not-found state too
  // biome-ignore lint/correctness/useExhaustiveDependencies: shows the toast again for another missing project id
  useEffect(() => {
    if (notFound) showToast('error', PROJECT_TOASTS.projectNotFound);
  }, [notFound, projectId]);

  if (project.isPending) return <ProjectDetailSkeleton projectId={projectId} />;
  if (project.isError) {
    return (
      <article className={styles.page} data-remote="mf-projects" data-page="project-detail" data-project-id={projectId}>
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void project.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('detail.loadError')}
        </InlineAlert>
      </article>
    );
  }
  if (!project.data) {
    return (
      <article className={styles.page} data-remote="mf-projects" data-page="project-detail" data-project-id={projectId}>
        <div className={styles.notFound}>
          <h1 className={styles.notFoundTitle}>{message(PROJECT_TOASTS.projectNotFound)}</h1>
          <Link to="/projects" className={styles.back}>
            {t('detail.backToProjects')}
          </Link>
        </div>
      </article>
    );
  }

  const data = project.data;
  const seesAmounts = Boolean(myRole) || viewer.isAdmin;
  // issue 29: the activity log is the board's (every role) and the admins'; RLS gives others no rows
  const seesActivity = Boolean(myRole) || viewer.isAdmin;
  const canFollow = Boolean(viewer.userId) && !myRole;
  return (
    <article className={styles.page} data-remote="mf-projects" data-page="project-detail" data-project-id={projectId}>
      <header className={headerStyles.header}>
        <div className={headerStyles.main}>
          <Link to="/projects" className={styles.back}>
            {t('detail.backToProjects')}
          </Link>
          <TitleEditor projectId={data.id} title={data.title} editable={isOwner} />
          <div className={headerStyles.meta}>
            <StatusBadge
              status={data.status}
              awardedToViewer={Boolean(viewer.profileId && data.winning_service_provider_id === viewer.profileId)}
              forBoard={isOwner}
            />
            <SealedBidsBadge sealedBids={data.sealed_bids} deadline={data.submission_deadline} />
            {data.brf_organization_name ? (
              <p className={headerStyles.owner}>
                {[data.brf_organization_name, data.brf_city].filter(Boolean).join(' · ')}
              </p>
            ) : null}
          </div>
          <CancelReason status={data.status} reason={data.cancel_reason} />
        </div>
        <div className={headerStyles.actions}>
          {canFollow && viewer.userId ? (
            <FollowButton
              projectId={data.id}
              userId={viewer.userId}
              providerId={viewer.isProvider ? viewer.profileId : null}
              closed={data.status === 'closed'}
            />
          ) : null}
          {isOwner ? <ProjectActionsMenu project={data} /> : null}
          <div className={styles.headerAction} data-slot="headerAction">
            {slots?.headerAction}
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <section className={styles.details} aria-label={t('detail.details')} data-part="details">
          <ProjectTiles
            project={data}
            isOwner={isOwner}
            seesAmounts={seesAmounts}
            providerId={viewer.isProvider ? viewer.profileId : null}
          />
          <DescriptionSection projectId={data.id} description={data.description ?? ''} isOwner={isOwner} />
          <RequestTermsSection sealedBids={data.sealed_bids} terms={data.required_quote_terms} />
          <CategoriesSection projectId={data.id} categories={data.categories} isOwner={isOwner} />
          <AttachmentsSection projectId={data.id} isOwner={isOwner} userId={viewer.userId} />
          {/* here before the addenda are read, so a link to #addenda has somewhere to land */}
          <div id="addenda" className={styles.addendaPart}>
            <AddendaSection projectId={data.id} deadline={data.submission_deadline} isOwner={isOwner} />
          </div>
          <AddressesSection projectId={data.id} isOwner={isOwner} />
          <ViewingDatesSection projectId={data.id} isOwner={isOwner} />
          {seesActivity ? <ActivitySection projectId={data.id} /> : null}
        </section>
        <div data-slot="yourQuote">{slots?.yourQuote}</div>
        {seesActivity ? <DecisionPackLink projectId={data.id} /> : null}
        <div id="quotes" className={styles.part} data-slot="quotes">
          {slots?.quotes}
        </div>
        <div id="messages" className={styles.part} data-slot="messages">
          {slots?.messages}
        </div>
      </div>
    </article>
  );
}

function ProjectDetailSkeleton({ projectId }: { projectId: string }) {
  return (
    <article
      className={styles.page}
      data-remote="mf-projects"
      data-page="project-detail"
      data-project-id={projectId}
      aria-busy="true"
    >
      <Skeleton width="8rem" height="1rem" />
      <Skeleton width="60%" height="2.25rem" />
      <div className={styles.skeletonTiles}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="4.5rem" radius="md" />
        ))}
      </div>
      <Skeleton height="10rem" radius="md" />
      <Skeleton height="6rem" radius="md" />
    </article>
  );
}
