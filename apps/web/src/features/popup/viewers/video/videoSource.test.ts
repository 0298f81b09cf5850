import { describe, expect, it } from 'vitest';
import { playableUrl } from './videoSource.js';

describe('playable video addresses', () => {
  it('plays http(s) only', () => {
    const base = 'https://maps.example/maps/1/';
    expect(playableUrl('https://cdn.example/a.mp4', base)).toBe('https://cdn.example/a.mp4');
    expect(playableUrl('http://cdn.example/a.mp4', base)).toBe('http://cdn.example/a.mp4');
    expect(playableUrl('/media/a.webm', base)).toBe('https://maps.example/media/a.webm');
    expect(playableUrl('javascript:alert(1)', base)).toBeNull();
    expect(playableUrl('data:video/mp4;base64,AAAA', base)).toBeNull();
    expect(playableUrl('file:///etc/passwd', base)).toBeNull();
  });
});
