package dev.arbiter.warfighter.rules;

import java.util.List;
import java.util.Optional;

/**
 * One content pack as the rules read it: the members of contracts/content/warfighter.schema.json,
 * one record per card type (see {@link Cards}). Cards of different regions never mix in one
 * game (warfighter-war.md §2.1 Preparing the Mission). {@code sha256} pins a game to the bytes.
 */
public record Pack(String pack, String version, String title, String notice, List<Cards.Region> regions,
                   List<Cards.Army> armies, List<Cards.Attachment> attachments, List<Cards.Skill> skills,
                   List<Cards.ActionCard> actionCards, List<Cards.Mission> missions, List<Cards.Objective> objectives,
                   List<Cards.Location> locations, List<Cards.Hostile> hostiles,
                   List<Cards.HostileAttachment> hostileAttachments, List<Cards.Town> towns,
                   List<Cards.CampaignMap> campaignMaps, String sha256) {

    public Pack {
        regions = Cards.list(regions);
        armies = Cards.list(armies);
        attachments = Cards.list(attachments);
        skills = Cards.list(skills);
        actionCards = Cards.list(actionCards);
        missions = Cards.list(missions);
        objectives = Cards.list(objectives);
        locations = Cards.list(locations);
        hostiles = Cards.list(hostiles);
        hostileAttachments = Cards.list(hostileAttachments);
        towns = Cards.list(towns);
        campaignMaps = Cards.list(campaignMaps);
    }

    public String id() {
        return pack;
    }

    public Pack withSha256(String sha) {
        return new Pack(pack, version, title, notice, regions, armies, attachments, skills, actionCards, missions, objectives,
                locations, hostiles, hostileAttachments, towns, campaignMaps, sha);
    }

    public Optional<Cards.Army> army(String id) {
        return armies.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Attachment> attachment(String id) {
        return attachments.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Skill> skill(String id) {
        return skills.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.ActionCard> actionCard(String id) {
        return actionCards.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Mission> mission(String id) {
        return missions.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Objective> objective(String id) {
        return objectives.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Location> location(String id) {
        return locations.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Hostile> hostile(String id) {
        return hostiles.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.HostileAttachment> hostileAttachment(String id) {
        return hostileAttachments.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.Town> town(String id) {
        return towns.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Optional<Cards.CampaignMap> campaignMap(String id) {
        return campaignMaps.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
