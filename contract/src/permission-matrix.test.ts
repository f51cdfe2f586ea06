import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, Role } from './gates.ts';
import {
  documentedMatrix,
  MATRIX_DOC,
  permissionMatrix,
  permissionMatrixMarkdown,
  withDocumentedMatrix,
} from './permission-matrix.ts';
import { ALL_PERMISSIONS, EVERYDAY_PERMISSIONS, Permission, permissionsOf } from './permissions.ts';

const PAGE = path.resolve(import.meta.dirname, '../..', MATRIX_DOC);

describe('the roles and permissions matrix', () => {
  it('has a row per permission, in the table order, each role column what that role alone holds', () => {
    const matrix = permissionMatrix();
    expect(matrix.map((row) => row.permission)).toEqual(ALL_PERMISSIONS);
    for (const row of matrix) {
      expect(row.everyday, row.permission).toBe(EVERYDAY_PERMISSIONS.includes(row.permission));
      for (const role of ALL_ROLES) {
        expect(row.roles[role], `${row.permission} ${role}`).toBe(permissionsOf([role]).has(row.permission));
      }
    }
    const billing = matrix.find((row) => row.permission === Permission.ManageBilling);
    expect(billing).toMatchObject({ title: 'Manage billing', everyday: false });
    expect(billing?.roles).toMatchObject({ [Role.Billing]: true, [Role.Reviewer]: false });
  });

  it('is written as a Markdown table with a column per role and a check where granted', () => {
    const lines = permissionMatrixMarkdown().split('\n');
    expect(lines[0]).toMatch(
      /^\| Permission +\| What it allows +\| Every staff user \| Admin \| Super Admin \|/,
    );
    expect(lines).toHaveLength(2 + ALL_PERMISSIONS.length);
    const billing = lines
      .find((line) => line.includes('`billing.manage`'))
      ?.split('|')
      .map((c) => c.trim());
    // | title | description | every staff user | Admin | Super Admin | Checkpoint | Reviewer | Billing |
    expect(billing?.slice(3, 9)).toEqual(['', '✓', '', '', '', '✓']);
  });

  it(`is ${MATRIX_DOC}'s table (regenerate it with \`npm run permissions:matrix -- --write\`)`, () => {
    const page = readFileSync(PAGE, 'utf8');
    expect(documentedMatrix(page), `${MATRIX_DOC} lost its permission-matrix markers`).toBeDefined();
    expect(documentedMatrix(page)).toBe(permissionMatrixMarkdown());
  });

  it('rewrites only the table between the markers', () => {
    const page = readFileSync(PAGE, 'utf8');
    const stale = page.replace('`billing.manage`', '`billing.stale`');
    expect(stale).not.toBe(page);
    expect(withDocumentedMatrix(stale)).toBe(page);
    expect(() => withDocumentedMatrix('# No table here')).toThrow(/markers/);
  });
});
