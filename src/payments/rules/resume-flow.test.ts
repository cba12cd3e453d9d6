// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanResumeHash, isResumeFlow } from './resume-flow';

const full = '#onApprove=1&token=EC-1&PayerID=P1&payerID=P1&button_session_id=b&billingToken=BA&orderID=O1&switch_initiated_time=1700000000&onCancel=0&onError=0';

describe('isResumeFlow', () => {
  it.each([
    [full, true],
    ['#switch_initiated_time=1', true],
    ['switch_initiated_time=1', true],
    ['#tab-description', false],
    ['#token=x&orderID=y', false],
    ['#my_switch_initiated_time=1', false],
    ['', false],
  ])('%j → %s', (hash, expected) => expect(isResumeFlow(hash)).toBe(expected));
});

describe('cleanResumeHash', () => {
  it.each([
    [full, ''],
    [`${full}&tab=reviews`, '#tab=reviews'],
    ['#tab=reviews&token=EC-1&switch_initiated_time=1&x=%C3%A4', '#tab=reviews&x=%C3%A4'],
    ['#reviews', '#reviews'],
    ['#', ''],
    ['', ''],
    ['#orderIDs=keep&orderID=drop', '#orderIDs=keep'],
    ['#%E0%A4%A=1&token=x', '#%E0%A4%A=1'],
  ])('%j → %j', (hash, expected) => expect(cleanResumeHash(hash)).toBe(expected));
});
