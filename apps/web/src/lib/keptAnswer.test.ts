import { afterEach, describe, expect, it } from 'vitest';
import { answerOrKept, keptAnswer } from './keptAnswer.js';

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && 'name' in value;

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  localStorage.clear();
});

describe('answerOrKept', () => {
  it('keeps each answer and gives the last one back when the server cannot be reached', async () => {
    expect(await answerOrKept('k', async () => ({ name: 'first' }), isNamed)).toEqual({
      name: 'first',
    });
    expect(keptAnswer('k')).toEqual({ name: 'first' });
    expect(await answerOrKept('k', offline, isNamed)).toEqual({ name: 'first' });
  });

  it('throws the server’s own refusal, whatever was kept', async () => {
    localStorage.setItem('k', JSON.stringify({ name: 'kept' }));
    const refusal = new Error('403 Forbidden');
    await expect(answerOrKept('k', () => Promise.reject(refusal), isNamed)).rejects.toBe(refusal);
  });

  it('throws the network failure when nothing fitting was kept', async () => {
    await expect(answerOrKept('k', offline, isNamed)).rejects.toBeInstanceOf(TypeError);
    localStorage.setItem('k', '{"other":1}');
    await expect(answerOrKept('k', offline, isNamed)).rejects.toBeInstanceOf(TypeError);
    localStorage.setItem('k', '{not json');
    await expect(answerOrKept('k', offline, isNamed)).rejects.toBeInstanceOf(TypeError);
  });
});
