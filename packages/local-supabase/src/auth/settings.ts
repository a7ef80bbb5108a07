// GET /settings, /health and /.well-known/jwks.json.
import { sendJson } from '../http.ts';
import type { AuthRequest } from './request.ts';

export function settings(r: AuthRequest): void {
  sendJson(r.res, 200, {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack: false,
      slack_oidc: false,
      workos: false,
      twitch: false,
      twitter: false,
      x: false,
      email: true,
      phone: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: r.ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function health(r: AuthRequest): void {
  sendJson(r.res, 200, {
    version: 'local-supabase',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** Tokens are HS256, so there are no public keys; getClaims() then falls back to GET /user. */
export function jwks(r: AuthRequest): void {
  sendJson(r.res, 200, { keys: [] });
}
