import { describe, expect, it } from 'vitest';
import { cooldownRemaining, isRateLimitError, resendRateLimitMessage, retryAfterSeconds } from './resend-cooldown.ts';
import { signUpErrorMessage } from './sign-up-error.ts';

describe('resend cooldown', () => {
  it('takes the seconds from the server message, else 60', () => {
    expect(retryAfterSeconds('For security purposes, you can only request this after 42 seconds.')).toBe(42);
    expect(retryAfterSeconds('Email rate limit exceeded')).toBe(60);
    expect(retryAfterSeconds(undefined)).toBe(60);
  });
  it('words the rate-limit message', () => {
    expect(resendRateLimitMessage(42)).toBe('Please wait 42 seconds before requesting another verification email.');
  });
  it('recognises rate-limit errors', () => {
    expect(isRateLimitError({ status: 429, message: 'x' })).toBe(true);
    expect(isRateLimitError({ message: 'you can only request this after 12 seconds' })).toBe(true);
    expect(isRateLimitError({ status: 400, message: 'Invalid email' })).toBe(false);
  });
  it('counts the cooldown down to zero', () => {
    expect(cooldownRemaining(0, 60, 0)).toBe(60);
    expect(cooldownRemaining(0, 60, 59_001)).toBe(1);
    expect(cooldownRemaining(0, 60, 60_000)).toBe(0);
    expect(cooldownRemaining(0, 60, 90_000)).toBe(0);
  });
});

describe('signUpErrorMessage', () => {
  it('maps 429 and Too Many Requests to the wait message', () => {
    expect(signUpErrorMessage({ status: 429, message: 'x' })).toBe(
      'Too many registration attempts. Please wait a moment before trying again.',
    );
    expect(signUpErrorMessage(new Error('Too Many Requests'))).toBe(
      'Too many registration attempts. Please wait a moment before trying again.',
    );
  });
  it('shows the server message, else the unexpected text', () => {
    expect(signUpErrorMessage(new Error('User already registered'))).toBe('User already registered');
    expect(signUpErrorMessage(null)).toBe('An unexpected error occurred. Please try again.');
  });
});
