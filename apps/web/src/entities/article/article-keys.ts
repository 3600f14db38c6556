/**
 * Query keys of single articles. The price a calculation needs sits below the article's detail, so invalidating the
 * detail refreshes it too, under its own last part: a picked article (without price history) is put there.
 */
export const articleKeys = {
  all: ['articles'] as const,
  detail: (articleId: string) => ['articles', 'detail', articleId] as const,
  price: (articleId: string) => ['articles', 'detail', articleId, 'price'] as const,
};
