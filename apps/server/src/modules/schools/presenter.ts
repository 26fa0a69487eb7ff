import type { SearchedSchool } from '@numbloom/domain/school';
import type { InviteLink, InviteType } from '@numbloom/domain/campaign';
import type { SchoolRow } from './store.ts';

/** A school as the search answers it (spec §3 "School (from search)"). */
export const presentSchool = (row: SchoolRow): SearchedSchool => ({
  id: row.id,
  name: row.name,
  address1: row.address1,
  address: row.address1,
  city: row.city,
  zip_code: row.zipCode,
  code: row.code,
  state: row.state,
  state_order: row.stateOrder,
  sub_region: row.subRegion,
  country: row.country,
});

export const presentInviteLink = (publicUrl: string, row: { inviteType: number; token: string }): InviteLink => ({
  type: row.inviteType as InviteType,
  link: `${publicUrl}/join/enterprise/${row.token}/`,
});
