/** The Map Shares settings' routes (2.1). */
export const sharePaths = {
  list: '/mapshares/',
  detail: (shareId: number) => `/mapshare/${shareId}/`,
};
