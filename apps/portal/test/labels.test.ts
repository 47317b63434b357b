import { findMissingLabels } from '@portal/portal-kit';
import { describe, expect, it } from 'vitest';
import { shellLabels } from '../src/labels.ts';

describe('shell labels', () => {
  it('has every text in all five languages', () => {
    expect(findMissingLabels(shellLabels)).toEqual([]);
  });
});
