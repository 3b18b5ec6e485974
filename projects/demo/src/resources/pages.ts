import { listPage, type AdminPages } from 'admin';

import { postsListData } from './posts/list-data';

/**
 * The page registry: `<ResourceName><Action>` → lazily loaded page component
 * (docs/contract.md §2.8, §4.2). Categories have no edit page on purpose: /categories/:id/edit
 * shows the not-found page (docs/contract.md §7).
 */
export const pages: AdminPages = {
  UsersList: () => import('./users/list').then((m) => m.UsersList),
  UsersShow: () => import('./users/show').then((m) => m.UsersShow),
  UsersEdit: () => import('./users/edit').then((m) => m.UsersEdit),
  // The posts list's data starts with its code (listPage: what it asks for, known beforehand).
  PostsList: listPage(() => import('./posts/list').then((m) => m.PostsList), postsListData),
  PostsShow: () => import('./posts/show').then((m) => m.PostsShow),
  PostsCreate: () => import('./posts/create').then((m) => m.PostsCreate),
  PostsEdit: () => import('./posts/edit').then((m) => m.PostsEdit),
  CategoriesList: () => import('./categories/list').then((m) => m.CategoriesList),
  CategoriesShow: () => import('./categories/show').then((m) => m.CategoriesShow),
  CategoriesCreate: () => import('./categories/create').then((m) => m.CategoriesCreate),
  ArchivedPostsList: () => import('./archived-posts/list').then((m) => m.ArchivedPostsList),
  ArchivedPostsShow: () => import('./archived-posts/show').then((m) => m.ArchivedPostsShow),
  CommentsList: () => import('./comments/list').then((m) => m.CommentsList),
  CommentsShow: () => import('./comments/show').then((m) => m.CommentsShow),
  CommentsCreate: () => import('./comments/create').then((m) => m.CommentsCreate),
  CommentsEdit: () => import('./comments/edit').then((m) => m.CommentsEdit),
  AllCommentsList: () => import('./all-comments/list').then((m) => m.AllCommentsList),
  AllCommentsShow: () => import('./comments/show').then((m) => m.CommentsShow),
  // Nested under posts: /posts/:postId/replies…
  RepliesList: () => import('./replies/list').then((m) => m.RepliesList),
  RepliesShow: () => import('./replies/show').then((m) => m.RepliesShow),
  RepliesCreate: () => import('./replies/create').then((m) => m.RepliesCreate),
  RepliesEdit: () => import('./replies/edit').then((m) => m.RepliesEdit),
  TagsList: () => import('./tags/list').then((m) => m.TagsList),
  TagsShow: () => import('./tags/show').then((m) => m.TagsShow),
  TagsCreate: () => import('./tags/create').then((m) => m.TagsCreate),
  TagsEdit: () => import('./tags/edit').then((m) => m.TagsEdit),
  TagsBySlugList: () => import('./tags-by-slug/list').then((m) => m.TagsBySlugList),
  TagsBySlugShow: () => import('./tags-by-slug/show').then((m) => m.TagsBySlugShow),
  TagsBySlugCreate: () => import('./tags-by-slug/create').then((m) => m.TagsBySlugCreate),
  TagsBySlugEdit: () => import('./tags-by-slug/edit').then((m) => m.TagsBySlugEdit),
};
