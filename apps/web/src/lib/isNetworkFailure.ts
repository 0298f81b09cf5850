/**
 * Whether a failed fetch never reached the server (no network, DNS, refused connection): fetch
 * rejects with a TypeError then, while an answer from the server, even an error, is an ApiError.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
