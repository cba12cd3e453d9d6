// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageId } from './message-id';

describe('messageId', () => {
  it.each<[string, () => number, string]>([
    ['zeros', () => 0, 'ppcp-message-000000000'],
    ['just below one', () => 0.9999, 'ppcp-message-zzzzzzzzz'],
    ['one (out of range)', () => 1, 'ppcp-message-zzzzzzzzz'],
    ['NaN', () => Number.NaN, 'ppcp-message-000000000'],
    ['a tenth', () => 0.1, 'ppcp-message-333333333'],
  ])('%s', (_name, random, expected) => expect(messageId(random)).toBe(expected));
});
