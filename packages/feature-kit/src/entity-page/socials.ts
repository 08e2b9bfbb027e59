import { SOCIAL_FIELDS, type Artist } from '@rabbithole/api-contract';

export type SocialFields = Pick<Artist, (typeof SOCIAL_FIELDS)[number]>;

/** An artist's or label's social fields as SocialLinks takes them (it skips the empty ones). */
export function socialLinksOf(entity: SocialFields): SocialFields {
  return Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, entity[field]])) as SocialFields;
}
