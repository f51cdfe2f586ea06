import { describe, expect, it } from 'vitest';
import { sessionApi } from '@console/contract/session/api';
import { accessSubjectOf, bootstrapKey, readPreloaded } from './bootstrap';
import { queryKeys } from './data/call';
import { makeBootstrap } from '../testing/render';

describe('preloaded page data', () => {
  it("is cached under its call's key, as every other call's answer", () => {
    expect(bootstrapKey).toEqual(queryKeys.of(sessionApi.bootstrap, {}));
  });

  it('is read from the JSON block the server writes into index.html', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<script type="application/json" id="bootstrap-data">${JSON.stringify(makeBootstrap())}</script>`;
    expect(readPreloaded(doc)?.user.userName).toBe('admin');
  });

  it('is undefined when the page carries none or a broken one', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readPreloaded(doc)).toBeUndefined();
    doc.body.innerHTML = '<script type="application/json" id="bootstrap-data">{oops</script>';
    expect(readPreloaded(doc)).toBeUndefined();
  });

  it('gives route gates the roles, module features and projects', () => {
    const subject = accessSubjectOf(
      makeBootstrap({
        modules: [{ id: 3, name: 'Veriscan', moduleFeatures: [{ featureId: 9, name: 'reports' }] }],
        projects: ['Faces'],
      }),
    );
    expect(subject).toEqual({
      roles: ['Admin'],
      modules: [{ name: 'Veriscan', featureIds: ['reports'] }],
      projects: ['Faces'],
    });
  });
});
