package dev.arbiter.projection.model;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;

/** One player's finished games in one ruleset; players are told apart by the name they joined with. */
@Entity
@Table(name = "standings")
@IdClass(StandingRow.Key.class)
public class StandingRow extends PanacheEntityBase {

    @Id
    @Column(name = "version")
    public int modelVersion;
    @Id
    public String ruleset;
    @Id
    public String player;
    public int games;
    public int wins;
    public int losses;
    public int draws;
    /** JSON array: how often the player took each place, first place first */
    public String placings;

    public record Key(int modelVersion, String ruleset, String player) implements Serializable {
    }
}
