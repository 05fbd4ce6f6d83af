/**
 * The campaign (shared/rulebooks/warfighter-war.md §4 Campaign Rules): the Map and the route, the Town and its Activities
 * (§4.4), a campaign mission's Downed Armies and Retreat (§4.5, §4.6) and its result.
 */
package dev.arbiter.warfighter.rules.campaign;
