import { describe, expect, it } from 'vitest';
import * as contract from '../../contract';
import type { EndpointDef } from '../../contract/kit';
import type { Access, RouteDef } from '../http/routeRegistry';
import { authRoutes } from './auth.routes';
import { demoRoutes } from './demo.routes';
import { ecosystemRoutes } from './ecosystem.routes';
import { passwordRoutes } from './password.routes';
import { userRoutes } from './users.routes';

/**
 * The sign-in, password, profile, portal and demo routes are their contract
 * declarations (contract/auth.ts, contract/session.ts): method, path and
 * schemas come from the endpoint the browser calls too. Who may call each
 * stays as it was; the HTTP behaviour is tested in login/password/sso tests.
 */
const declared: [EndpointDef, Access, boolean?][] = [
  [contract.loginEp, 'public'],
  [contract.otpViaEp, 'public'],
  [contract.resendOtpEp, 'public'],
  [contract.verifyOtpEp, 'public'],
  [contract.singleSignOnEp, 'public'],
  [contract.logoutEp, 'authenticated'],
  [contract.meEp, 'authenticated'],
  [contract.permissionsEp, 'authenticated'],
  [contract.changePasswordEp, 'authenticated'],
  [contract.forgotPasswordEp, 'public'],
  [contract.resetPasswordEp, 'public'],
  [contract.ecosystemDetailEp, 'authenticated'],
  [contract.demoOutboxEp, 'public', true],
];

const routes: RouteDef[] = [...authRoutes, ...userRoutes, ...passwordRoutes, ...ecosystemRoutes, ...demoRoutes];
const name = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('session routes over declared endpoints', () => {
  it('every route is one declared endpoint, and every declaration has its route', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(declared.map(([ep]) => name(ep)).sort());
  });

  it('takes method, path and schemas from the declaration, keeping its access', () => {
    for (const [ep, scopes, demoOnly = false] of declared) {
      const r = routes.find((x) => x.method === ep.method && x.url === ep.path);
      expect(r, name(ep)).toBeDefined();
      expect(r!.path, name(ep)).toBe(`/api${ep.path}`);
      expect(r!.body, name(ep)).toBe(ep.body);
      expect(r!.query, name(ep)).toBe(ep.query);
      expect(r!.params, name(ep)).toBe(ep.params);
      expect(r!.scopes, name(ep)).toBe(scopes);
      expect(r!.demoOnly, name(ep)).toBe(demoOnly);
      // Refusals answer plain messages, as before (no per-field `fields`).
      expect(r!.form, name(ep)).toBe(false);
    }
  });

  it('the sign-in calls carry the schemas the server validates with', () => {
    expect(contract.loginEp.body).toBe(contract.loginBody);
    expect(contract.otpViaEp.body).toBe(contract.otpViaBody);
    expect(contract.resendOtpEp.body).toBe(contract.resendOtpBody);
    expect(contract.verifyOtpEp.body).toBe(contract.verifyOtpBody);
    expect(contract.singleSignOnEp.query).toBe(contract.signinQuery);
    expect(contract.forgotPasswordEp.body).toBe(contract.forgotPasswordBody);
    expect(contract.resetPasswordEp.body).toBe(contract.resetPasswordBody);
    expect(contract.changePasswordEp.body).toBe(contract.changePasswordBody);
    expect(contract.ecosystemDetailEp.params).toBe(contract.userIdParams);
    expect(contract.demoOutboxEp.query).toBe(contract.outboxQuery);
  });
});
