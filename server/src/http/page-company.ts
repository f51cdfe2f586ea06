import type { FastifyRequest } from 'fastify';
import { ADMINISTERED_COMPANY_HEADER } from '@console/contract/constants';
import { ErrorCode } from '@console/contract/errors';
import type { Gate } from '@console/contract/gates';
import { AppError } from './errors.ts';

export const COMPANY_CHANGED_MESSAGE =
  'This tab shows another company than the one now administered. Reload the page.';

/**
 * The tabs of one browser share its session, so a company chosen in one tab is the company of them
 * all, while another tab still shows the page it loaded for the company before. The web names that
 * company on every call (ADMINISTERED_COMPANY_HEADER); a call naming another company than the
 * session's is refused before its handler runs, so nothing is read from or written to the company
 * the page does not show. A call without the header (an API client, a script) is judged as before.
 * Public calls (sign-in and out) and those that read or choose the company (`gate.anyCompany`) are
 * answered whatever the page shows.
 */
export function assertPageCompany(gate: Gate, request: FastifyRequest): void {
  const staff = request.staff;
  if (gate.public || gate.anyCompany || !staff) return;
  const pageCompany = request.headers[ADMINISTERED_COMPANY_HEADER.toLowerCase()];
  if (pageCompany === undefined) return;
  if (pageCompany !== String(staff.companyId)) {
    throw new AppError(409, ErrorCode.CompanyChanged, COMPANY_CHANGED_MESSAGE);
  }
}
