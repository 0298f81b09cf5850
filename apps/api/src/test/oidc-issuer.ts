import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** What may be wrong with an ID token the issuer hands out, for the tests that refuse it. */
export type TokenDefect = 'audience' | 'expired' | 'signature' | 'issuer' | 'nonce';

interface IssuedCode {
  claims: Record<string, unknown>;
  nonce: string;
  challenge: string;
  redirectUri: string;
  defect?: TokenDefect;
}

const KID = 'test-key';

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A small OpenID provider on loopback that speaks the protocol's server side (discovery, keys,
 * the token endpoint with PKCE and client authentication) and signs ID tokens with jose, so that
 * a test can hand out tokens that are wrong in one way at a time. Sign-ins that should succeed
 * are also tested against oidc-provider (oidc-provider.ts); this one is for the refusals.
 */
export class TestIssuer {
  readonly clientId = 'waymark-test';
  readonly clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  private readonly codes = new Map<string, IssuedCode>();
  private server!: Server;
  private key!: CryptoKey;
  private otherKey!: CryptoKey;
  private jwk!: JWK;
  url = '';

  async start(): Promise<this> {
    const pair = await generateKeyPair('RS256', { extractable: true });
    this.key = pair.privateKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    ({ privateKey: this.otherKey } = await generateKeyPair('RS256'));
    this.server = createServer((request, response) => {
      this.handle(request)
        .then(({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        })
        .catch((err: unknown) => {
          response.writeHead(500);
          response.end(String(err));
        });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * What the provider does when the browser arrives at its authorisation URL: the person signs
   * in as `claims`, and the browser is sent back to the redirect URI with a code and the state.
   */
  authorize(authorizationUrl: string, claims: Record<string, unknown>, defect?: TokenDefect) {
    const asked = new URL(authorizationUrl);
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      claims,
      nonce: asked.searchParams.get('nonce') ?? '',
      challenge: asked.searchParams.get('code_challenge') ?? '',
      redirectUri: asked.searchParams.get('redirect_uri') ?? '',
      defect,
    });
    const back = new URL(asked.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', asked.searchParams.get('state') ?? '');
    return back;
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = new URL(request.url ?? '/', this.url).pathname;
    if (path === '/.well-known/openid-configuration') return { status: 200, body: this.metadata() };
    if (path === '/jwks') return { status: 200, body: { keys: [this.jwk] } };
    if (path === '/token' && request.method === 'POST') return this.token(request);
    return { status: 404, body: { error: 'not_found' } };
  }

  private metadata() {
    return {
      issuer: this.url,
      authorization_endpoint: `${this.url}/authorize`,
      token_endpoint: `${this.url}/token`,
      jwks_uri: `${this.url}/jwks`,
      end_session_endpoint: `${this.url}/session/end`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile', 'groups'],
    };
  }

  private async token(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const form = await formOf(request);
    // RFC 6749 2.3.1: the id and secret are form-encoded, then joined and base64-encoded.
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const [id, secret] = Buffer.from(basic, 'base64')
      .toString('utf8')
      .split(':')
      .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
    if (id !== this.clientId || secret !== this.clientSecret) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    const issued = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !issued ||
      challenge !== issued.challenge ||
      form.get('redirect_uri') !== issued.redirectUri
    ) {
      return { status: 400, body: { error: 'invalid_grant' } };
    }
    return {
      status: 200,
      body: {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: await this.idToken(issued),
      },
    };
  }

  private idToken({ claims, nonce, defect }: IssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    // Expired well beyond the client's tolerance for clock skew (60 s).
    const issuedAt = defect === 'expired' ? now - 3600 : now;
    return new SignJWT({ ...claims, nonce: defect === 'nonce' ? 'another-nonce' : nonce })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(defect === 'issuer' ? 'https://elsewhere.example' : this.url)
      .setAudience(defect === 'audience' ? 'another-client' : this.clientId)
      .setSubject(String(claims.sub ?? claims.email))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .sign(defect === 'signature' ? this.otherKey : this.key);
  }
}
