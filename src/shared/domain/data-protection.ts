/**
 * §4: data-protection (GDPR) fields are visible only when the project's legal entity is
 * among the user's legal entities.
 */
export function canSeeDataProtection(
  userLegalEntityIds: readonly number[],
  projectLegalEntityId: number,
): boolean {
  return userLegalEntityIds.includes(projectLegalEntityId)
}
