// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** sessionApi.loginPage: GET /Authorize/Login */
export const loginPage: Gate = { public: true };
/** sessionApi.login: POST /Authorize/Login */
export const login: Gate = { public: true };
/** sessionApi.secondFactorPage: GET /Authorize/SecondFactor */
export const secondFactorPage: Gate = { public: true };
/** sessionApi.secondFactorSignIn: POST /Authorize/SecondFactor */
export const secondFactorSignIn: Gate = { public: true };
/** sessionApi.logOff: POST /Authorize/LogOff */
export const logOff: Gate = { public: true };
/** sessionApi.userInfo: GET /api/user/info */
export const userInfo: Gate = { anyCompany: true, beforeSecondFactor: true, permission: 'data.read' };
/** sessionApi.bootstrap: GET /api/user/bootstrap */
export const bootstrap: Gate = { anyCompany: true, beforeSecondFactor: true, permission: 'data.read' };
/** sessionApi.administeredCompany: GET /api/user/AdministeredCompany */
export const administeredCompany: Gate = { anyCompany: true, permission: 'data.read' };
/** sessionApi.setAdministeredCompany: POST /api/user/AdministeredCompany */
export const setAdministeredCompany: Gate = { anyCompany: true, permission: 'data.read' };
/** secondFactorApi.status: GET /api/user/SecondFactor */
export const secondFactorStatus: Gate = { beforeSecondFactor: true, permission: 'data.read' };
/** secondFactorApi.start: POST /api/user/SecondFactor/Enrolment */
export const secondFactorStart: Gate = { beforeSecondFactor: true, permission: 'data.read' };
/** secondFactorApi.confirm: POST /api/user/SecondFactor/Enrolment/Confirmation */
export const secondFactorConfirm: Gate = { beforeSecondFactor: true, permission: 'data.read' };
/** secondFactorApi.disable: POST /api/user/SecondFactor/Disable */
export const secondFactorDisable: Gate = { permission: 'data.read' };
/** secondFactorApi.regenerateRecoveryCodes: POST /api/user/SecondFactor/RecoveryCodes */
export const secondFactorRegenerateRecoveryCodes: Gate = { permission: 'data.read' };
