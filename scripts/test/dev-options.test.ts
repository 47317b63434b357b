import { describe, expect, it } from 'vitest';
import { parseDevOptions } from '../dev-options.ts';

const remotes = ['documents', 'notifications'];

describe('parseDevOptions', () => {
  it('takes the port of `npm run dev -- --port N`, 5173 otherwise', () => {
    expect(parseDevOptions(['--port', '5180'], remotes)).toEqual({ watchedRemotes: remotes, port: 5180 });
    expect(parseDevOptions(['--port=5181', '--no-remotes'], remotes)).toEqual({ watchedRemotes: [], port: 5181 });
    expect(parseDevOptions([], remotes).port).toBe(5173);
  });

  it('refuses a port that is not one, and an unknown remote', () => {
    expect(() => parseDevOptions(['--port', 'abc'], remotes)).toThrow('--port wants a TCP port');
    expect(() => parseDevOptions(['--remote', 'billing'], remotes)).toThrow('Unknown remote billing');
  });
});
