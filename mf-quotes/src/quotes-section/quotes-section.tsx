import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ExposedProps } from '@brf/contracts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_DETAIL_TEXTS, sealedBidsState } from '@brf/domain/projects';
import { mayAssessQuotes, quoteStatistics, searchQuotes, sortQuotes, type QuoteSort } from '@brf/domain/quotes';
import { Button, InlineAlert, lazyPart, LazyPartSlot, Section, Skeleton, usePreloadWhenIdle } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { prefetchUser, queryClient, useProjectBudget } from '@brf/supabase/data';
import { quoteProjectQuery, useQuoteProject } from '../shared/api/quote-project.ts';
import { receivedQuotesQuery, useReceivedQuotes } from '../shared/api/received-quotes.ts';
import { useStarQuote } from '../shared/api/star-quote.ts';
import { useAwardBoard } from '../shared/api/award-board.ts';
import { useQuoteAssessments } from '../shared/api/quote-assessments.ts';
import { refreshQuoteViews } from '../shared/api/refresh-quote-views.ts';
import { AwardRuleUnmet, awardRuleUnmet } from './award-board/award-rule-unmet.tsx';
import { DeclarationForm } from './award-board/declaration-form.tsx';
import { DeclarationsList } from './award-board/declarations-list.tsx';
import { ProposalPanel } from './award-board/proposal-panel.tsx';
import { isProjectOwner, mayReviewProvider, readsProjectQuotes } from '../shared/project-rules.ts';
import { useViewer } from '@brf/supabase/session';
import { comparedQuotes } from './comparison/compared-quotes.ts';
import { ComparisonMatrix } from './comparison/comparison-matrix.tsx';
import { OpeningRecord } from './sealed-bids/opening-record.tsx';
import { SealedBidsPanel } from './sealed-bids/sealed-bids-panel.tsx';
import { useRerenderAt } from './sealed-bids/use-rerender-at.ts';
import { QuoteCard } from './quote-card.tsx';
import { offersAward } from './quote-card-rules.ts';
import { QuoteStatisticsPanel } from './quote-statistics-panel.tsx';
import { QuoteToolbar } from './quote-toolbar.tsx';
import { toListItem } from './quote-list-item.ts';
import styles from './quotes-section.module.css';
import sectionStyles from '../shared/section.module.css';

// opened from a card; its code (with the review form and its rules) comes once the cards show
const ProviderInfoModal = lazyPart(() =>
  import('../provider-info/provider-info-modal.tsx').then((module) => module.ProviderInfoModal),
);

type Props = ExposedProps['QuotesSection'];

/** Cards rendered at first (and per 'show more'); statistics, search and sort cover every quote. */
const QUOTES_PAGE_SIZE = 20;

/**
 * Called by the shell as soon as this module is loaded for /projects/:id: a BRF's quotes (row
 * security returns them only to the owner) and the project facts this section needs.
 */
export function prefetch({ projectId }: Readonly<Record<string, unknown>>): Promise<unknown> | undefined {
  if (typeof projectId !== 'string') return;
  return prefetchUser()
    .then((user) => {
      if (user?.organizationType !== 'brf') return;
      const client = queryClient();
      return Promise.all([
        client.prefetchQuery(quoteProjectQuery(projectId)),
        client.prefetchQuery(receivedQuotesQuery(projectId, { allowed: true, markViewed: true })),
      ]);
    })
    .catch(() => undefined);
}

/**
 * The board's (and an admin's) view of the received quotes: sealed bids and their opening record,
 * statistics, the comparison, search, sort, cards, award.
 */
export default function QuotesSection({ projectId }: Props) {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const star = useStarQuote();
  const viewer = useViewer();
  const project = useQuoteProject(projectId);
  const isOwner = isProjectOwner(project.data);
  // Asked for at once (not after the project): row security shows a BRF only its own projects'
  // quotes, so a BRF that gets rows is the owner, and only the owner marks them viewed.
  const quotes = useReceivedQuotes(projectId, { allowed: viewer.isBrf || viewer.isAdmin, markViewed: viewer.isBrf });
  // the board's side of the award: declarations, the rule, an open proposal (board members only)
  const board = useAwardBoard(projectId, Boolean(project.data?.myRole));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<QuoteSort>('date');
  const [providerShown, setProviderShown] = useState<string | null>(null);
  const [shownCount, setShownCount] = useState(QUOTES_PAGE_SIZE);
  const deferredSearch = useDeferredValue(search);

  const items = useMemo(() => (quotes.data ?? []).map(toListItem), [quotes.data]);
  const stats = useMemo(() => quoteStatistics(items), [items]);
  const shown = useMemo(() => sortQuotes(searchQuotes(items, deferredSearch), sort), [items, deferredSearch, sort]);
  usePreloadWhenIdle(items.length > 0, [ProviderInfoModal]);
  const assessments = useQuoteAssessments(projectId, items.length > 0);
  // the board's own budget (the board and admins only): set against every quote (decision 0026)
  const budget = useProjectBudget(projectId, items.length > 0 && (Boolean(project.data?.myRole) || viewer.isAdmin));
  const budgetAmounts = budget.data?.budget?.onBothBases ?? null;
  const compared = useMemo(
    () => comparedQuotes(items, assessments.data, t('compare.unknownProvider'), budgetAmounts),
    [items, assessments.data, t, budgetAmounts],
  );

  // sealed bids open at the deadline, also on a page left open: then everything is read again
  useRerenderAt(project.data?.sealedBids ? project.data.submissionDeadline : null);
  const sealing = project.data
    ? sealedBidsState({ sealed_bids: project.data.sealedBids, submission_deadline: project.data.submissionDeadline })
    : 'none';
  const wasSealed = useRef(sealing === 'sealed');
  useEffect(() => {
    if (wasSealed.current && sealing === 'opened') void refreshQuoteViews(projectId);
    wasSealed.current = sealing === 'sealed';
  }, [sealing, projectId]);

  if (!project.data || !(readsProjectQuotes(project.data) || viewer.isAdmin)) {
    return project.isPending ? <SectionSkeleton projectId={projectId} /> : null;
  }
  if (sealing === 'sealed') {
    return (
      <Section
        title={t('section.title')}
        titleId={`quotes-${projectId}`}
        data-remote="mf-quotes"
        data-page="quotes-section"
        data-project-id={projectId}
      >
        <SealedBidsPanel projectId={projectId} deadline={project.data.submissionDeadline} t={t} language={language} />
      </Section>
    );
  }
  if (quotes.isPending) return <SectionSkeleton projectId={projectId} />;
  const requiredTerms = project.data.requiredQuoteTerms;
  const standing = board.data?.standing ?? null;
  const proposal = board.data?.openProposal ?? null;
  const asksDeclaration = Boolean(
    standing?.declarations_required && !standing.declaration_current && board.data?.bidders.length,
  );
  const myConflicts =
    board.data?.declarations.find((declaration) => declaration.user_id === viewer.userId)?.conflict_provider_names ??
    [];
  return (
    <Section
      title={t('section.title')}
      titleId={`quotes-${projectId}`}
      data-remote="mf-quotes"
      data-page="quotes-section"
      data-project-id={projectId}
    >
      {proposal && board.data ? (
        <ProposalPanel
          projectId={projectId}
          proposal={proposal}
          board={board.data}
          items={items}
          userId={viewer.userId}
          t={t}
          language={language}
        />
      ) : null}
      {awardRuleUnmet(standing) && offersAward(project.data, true) ? (
        <AwardRuleUnmet projectId={projectId} standing={standing} t={t} />
      ) : null}
      {asksDeclaration && board.data ? (
        <DeclarationForm projectId={projectId} board={board.data} userId={viewer.userId} t={t} />
      ) : null}
      {standing?.conflicted ? (
        <InlineAlert tone="info">{t('declaration.stoodAside', { companies: myConflicts.join(', ') })}</InlineAlert>
      ) : null}
      {standing?.stand_ins.map((standIn) => (
        <InlineAlert key={standIn.user_id} tone="info">
          {t('rule.standsIn', {
            deputy: standIn.name ?? t('declarations.unnamed'),
            member: standIn.stands_in_for ?? t('declarations.unnamed'),
          })}
        </InlineAlert>
      ))}
      {sealing === 'opened' ? <OpeningRecord project={project.data} t={t} language={language} /> : null}
      {quotes.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void quotes.refetch()}>
              {t('section.retry')}
            </Button>
          }
        >
          {t('section.loadError')}
        </InlineAlert>
      ) : items.length === 0 ? (
        asksDeclaration ? null : (
          <p className={sectionStyles.empty}>{message(PROJECT_DETAIL_TEXTS.noQuotes)}</p>
        )
      ) : (
        <>
          <QuoteStatisticsPanel stats={stats} onProvider={setProviderShown} />
          <ComparisonMatrix
            projectId={projectId}
            quotes={compared}
            budget={budgetAmounts}
            requiredTerms={requiredTerms}
            mayAssess={mayAssessQuotes(project.data.myRole) && !standing?.conflicted}
            conflicted={mayAssessQuotes(project.data.myRole) && Boolean(standing?.conflicted)}
            userId={viewer.userId}
            status={assessments.status}
            onRetry={() => void assessments.refetch()}
            t={t}
            language={language}
          />
          <QuoteToolbar
            project={project.data}
            items={items}
            search={search}
            onSearch={setSearch}
            sort={sort}
            onSort={setSort}
            details={{ assessments: assessments.data, requiredTerms, budget: budgetAmounts }}
          />
          {shown.length === 0 ? (
            <p className={sectionStyles.empty}>{t('toolbar.noMatches')}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {shown.slice(0, shownCount).map((item, index) => (
                  <QuoteCard
                    key={item.quote.id}
                    first={index === 0}
                    item={item}
                    project={project.data!}
                    isOwner={isOwner}
                    standing={standing}
                    proposalOpen={proposal !== null}
                    onProvider={setProviderShown}
                    t={t}
                    language={language}
                    message={message}
                    star={star}
                  />
                ))}
              </ul>
              {shown.length > shownCount ? (
                <Button
                  variant="secondary"
                  className={styles.more}
                  onClick={() => setShownCount((count) => count + QUOTES_PAGE_SIZE)}
                >
                  {t('section.showMore', { shown: shownCount, total: shown.length })}
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
      {standing?.declarations_required && board.data ? (
        <DeclarationsList declarations={board.data.declarations} t={t} language={language} />
      ) : null}
      {providerShown ? (
        <LazyPartSlot onClose={() => setProviderShown(null)}>
          <ProviderInfoModal
            providerId={providerShown}
            project={project.data}
            canReview={mayReviewProvider(project.data, providerShown)}
            onClose={() => setProviderShown(null)}
          />
        </LazyPartSlot>
      ) : null}
    </Section>
  );
}

function SectionSkeleton({ projectId }: { projectId: string }) {
  return (
    <Section aria-busy="true" data-remote="mf-quotes" data-page="quotes-section" data-project-id={projectId}>
      <Skeleton width="8rem" height="1.5rem" />
      <Skeleton height="5rem" radius="md" />
      <Skeleton height="8rem" radius="md" />
    </Section>
  );
}
