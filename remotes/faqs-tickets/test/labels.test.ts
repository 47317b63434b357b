import { findMissingLabels } from '@portal/portal-kit';
import { describe, expect, it } from 'vitest';
import { labels } from '../src/labels.ts';

describe('labels', () => {
  it('has every text in all five languages', () => {
    expect(findMissingLabels(labels)).toEqual([]);
  });
});
