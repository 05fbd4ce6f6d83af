package dev.arbiter.projection.model;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/** One game as its events describe it, with its chain audit and gap state, in one version of the models. */
@Entity
@Table(name = "games")
@IdClass(GameRow.Key.class)
public class GameRow extends PanacheEntityBase {

    @Id
    @Column(name = "version")
    public int modelVersion;
    @Id
    public UUID gameId;
    public String ruleset;
    public String rulesetVersion;
    /** waiting, running or finished (common.yaml GameStatus) */
    public String status;
    public Integer seatCount;
    /** the last seq applied */
    public long headSeq;
    public String headHash;
    /** the ruleset's round or turn, as the last event's envelope gives it; null if it counts none */
    public Integer round;
    /** JSON array of the seats the game waits for, as the last event's envelope gives it */
    public String awaiting;
    /** JSON array of arrays of seats, best first; [] until finished, and for games that rank nobody */
    public String placings;
    /** JSON array of the seats that won (first place, alone or shared, or a co-operative win); [] until finished */
    public String winners;
    public Instant createdAt;
    public Instant lastEventAt;
    public boolean chainIntact;
    public Long chainBrokenAt;
    public String chainProblem;
    public Long gapAwaiting;
    public Long gapBufferedFrom;
    public int gapBuffered;

    public record Key(int modelVersion, UUID gameId) implements Serializable {
    }

    public static GameRow find(int version, UUID gameId) {
        return findById(new Key(version, gameId));
    }
}
