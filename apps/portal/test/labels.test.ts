import { findMissingLabels } from '@portal/portal-kit';
import { describe, expect, it } from 'vitest';
import { authLabels } from '../src/features/auth/labels.ts';
import { shellLabels } from '../src/labels.ts';

describe.each([
  ['shell', shellLabels],
  ['auth', authLabels],
])('%s labels', (_namespace, labels) => {
  it('has every text in all five languages', () => {
    expect(findMissingLabels(labels)).toEqual([]);
  });
});
