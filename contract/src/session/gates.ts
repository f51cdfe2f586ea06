import { defineFamily } from '../kit/endpoint.ts';

/*
 * The session family and its pages' paths, plain data apart from its schemas (api.ts,
 * second-factor.ts): the web's route table and the server's page redirects read them without
 * loading typebox and the schemas up front.
 */

/**
 * Signing in and out, and who the signed-in user is (console-core §3). The sign-in page and calls
 * are public; the rest need a session and no role.
 */
export const sessionFamily = defineFamily('session');

/** The web app's page where the signed-in user sets up, and manages, their two-step sign-in. */
export const TWO_STEP_SIGN_IN_PATH = '/TwoStepSignIn';
