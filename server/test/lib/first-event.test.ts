import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { firstEvent } from '../../src/lib/first-event.ts';

describe('firstEvent', () => {
  it('resolves on the first event and leaves no listener behind, however often it is awaited', async () => {
    const stream = new EventEmitter();
    const other = new EventEmitter();
    for (let round = 0; round < 20; round += 1) {
      const waiting = firstEvent([stream, 'drain'], [other, 'close']);
      stream.emit('drain');
      await waiting;
    }
    expect(stream.listenerCount('drain') + stream.listenerCount('error')).toBe(0);
    expect(other.listenerCount('close') + other.listenerCount('error')).toBe(0);
  });

  it('rejects on an error of either emitter', async () => {
    const stream = new EventEmitter();
    const waiting = firstEvent([stream, 'drain'], [new EventEmitter(), 'close']);
    stream.emit('error', new Error('broken pipe'));
    await expect(waiting).rejects.toThrow('broken pipe');
  });
});
