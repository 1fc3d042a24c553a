import { eq, type Column } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { classes, posts, serviceGroups, services, subGroups } from './schema';

// A post's place (ZPostPlace in shared): the post with its service, class, group and sub group,
// in both languages, as every list of requisitions, distributions, advertisements and forms
// shows it. Written once here: the columns and the joins that bring them.

/** The service group of a post (aliased: a query may join the groups table for other reasons). */
const postGroups = alias(serviceGroups, 'groups');

/** The columns of a post's place, to spread into a select. */
export const postPlaceColumns = {
  postId: posts.id,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
  serviceEn: services.nameEn,
  serviceNe: services.nameNe,
  classEn: classes.nameEn,
  classNe: classes.nameNe,
  groupEn: postGroups.nameEn,
  groupNe: postGroups.nameNe,
  subGroupEn: subGroups.nameEn,
  subGroupNe: subGroups.nameNe,
};

/**
 * Joins to `query` (a dynamic select) the post `postId` names with its service and class, and
 * its group and sub group when it has them.
 */
export function joinPostPlace<Query extends PgSelect>(query: Query, postId: Column): Query {
  return query
    .innerJoin(posts, eq(posts.id, postId))
    .innerJoin(services, eq(services.id, posts.serviceId))
    .innerJoin(classes, eq(classes.id, posts.classId))
    .leftJoin(postGroups, eq(postGroups.id, posts.groupId))
    .leftJoin(subGroups, eq(subGroups.id, posts.subGroupId)) as unknown as Query;
}
