import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, InlineAlert } from '@brf/ui';
import { ADMIN_ROLE, MFA_MESSAGES } from '@brf/domain/accounts';
import { routeAfterMfa } from '@brf/domain/navigation';
import { selectLoading, selectUser, settledSession, useSessionStore } from '@brf/supabase/session';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { AalCheck } from './aal-check.tsx';
import { CodeForm } from './code-form.tsx';
import { FactorList } from './factor-list.tsx';
import { verifyFactor, verifyFailure } from './api/verify-factor.ts';
import { useFactors } from './api/factors.ts';
import { RichText, useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** /mfa: raise a signed-in session to aal2 with an enrolled factor. */
export default function MfaPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(accountsCatalogue);
  const [params] = useSearchParams();
  const translated = useDomainMessage();
  const user = useSessionStore(selectUser);
  const loading = useSessionStore(selectLoading);
  const pending = useSessionStore((s) => s.pending);
  const aal = useSessionStore((s) => s.aal);
  const role = user?.role ?? null;
  const { factors, error: listError, selectedId, setSelectedId } = useFactors(user?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (loading) return;
    if (!user) {
      navigate('/', { replace: true });
      return;
    }
    // already at aal2 (the settled session says so): nothing to verify here
    if (!pending && aal === 'aal2') navigate(routeAfterMfa(role, 'aal2'), { replace: true });
  }, [loading, pending, aal, user, role, navigate]);

  async function verify(code: string) {
    if (!selectedId || !user) return;
    setBusy(true);
    setMessage(null);
    try {
      await verifyFactor(selectedId, code);
    } catch (error) {
      setMessage(verifyFailure(error));
      setBusy(false);
      return;
    }
    await settledSession((s) => s.user?.id === user.id && s.aal === 'aal2');
    navigate(routeAfterMfa(role, 'aal2'), { replace: true });
  }

  return (
    <AccountPage page="mfa">
      <Card>
        <h1 className={form.title}>{t('mfa.title')}</h1>
        {params.get('reason') === 'admin-aal2' ? (
          <InlineAlert tone="info">{t('mfa.adminNeedsAal2')}</InlineAlert>
        ) : null}
        <p>{t('mfa.intro')}</p>
        {listError ? <InlineAlert tone="error">{translated(MFA_MESSAGES.listFactorsFailed)}</InlineAlert> : null}
        <FactorList factors={factors ?? []} selectedId={selectedId} onSelect={setSelectedId} />
        {factors && factors.length === 0 && !listError ? (
          <p className={form.muted}>
            <RichText
              text={t('mfa.noFactor')}
              tags={{ setup: (label) => <Link to="/admin/setup-mfa">{label}</Link> }}
            />
          </p>
        ) : null}
        <CodeForm busy={busy} canVerify={Boolean(selectedId)} onVerify={verify} />
        {message ? <InlineAlert tone="error">{translated(message)}</InlineAlert> : null}
        <AalCheck />
        {role === ADMIN_ROLE ? (
          <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
            {t('mfa.toDashboard')}
          </Button>
        ) : null}
      </Card>
    </AccountPage>
  );
}
