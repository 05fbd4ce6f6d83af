package dev.arbiter.projection.model;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.UUID;

/** An event that arrived past a gap in its game's seq, waiting for the missing ones. */
@Entity
@Table(name = "pending_events")
@IdClass(PendingEvent.Key.class)
public class PendingEvent extends PanacheEntityBase {

    @Id
    @Column(name = "version")
    public int modelVersion;
    @Id
    public UUID gameId;
    @Id
    public long seq;
    public String envelope;

    public record Key(int modelVersion, UUID gameId, long seq) implements Serializable {
    }

    public static PendingEvent find(int version, UUID gameId, long seq) {
        return findById(new Key(version, gameId, seq));
    }

    public static long lowestSeq(int version, UUID gameId) {
        return getEntityManager().createQuery("select min(seq) from PendingEvent where modelVersion = ?1 and gameId = ?2", Long.class)
                .setParameter(1, version).setParameter(2, gameId).getSingleResult();
    }
}
