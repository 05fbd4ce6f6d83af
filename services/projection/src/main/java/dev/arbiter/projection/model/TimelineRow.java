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

/** One applied event of a game, in public words; its hash tells a faithful repeat from a changed one. */
@Entity
@Table(name = "timeline")
@IdClass(TimelineRow.Key.class)
public class TimelineRow extends PanacheEntityBase {

    @Id
    @Column(name = "version")
    public int modelVersion;
    @Id
    public UUID gameId;
    @Id
    public long seq;
    public String type;
    public Integer seat;
    public Instant occurredAt;
    public String hash;
    public String text;

    public record Key(int modelVersion, UUID gameId, long seq) implements Serializable {
    }
}
