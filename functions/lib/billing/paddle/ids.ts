import { randomBytes } from 'node:crypto';

/**
 * Paddle ids are a prefix plus 26 lower-case Crockford base-32 characters (a ULID: 10 characters
 * of millisecond time, 16 random), e.g. `sub_01h04vsc0qhwtsbsxh3422wjs4`.
 */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

export type PaddleIdPrefix = 'sub' | 'ctm' | 'evt' | 'ntf' | 'add' | 'txn' | 'pro';

export function paddleId(prefix: PaddleIdPrefix, nowMs: number = Date.now()): string {
  let time = '';
  let t = nowMs;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = Array.from(randomBytes(16), (b) => CROCKFORD[b % 32]).join('');
  return `${prefix}_${time}${random}`;
}

export const PADDLE_ID_PATTERN = /^(sub|ctm|evt|ntf|add|txn|pro)_[0-9a-z]{26}$/;
