package dev.arbiter.kernel.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;
import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;

@Entity
@Table(name = "events")
@IdClass(EventRecord.Key.class)
public class EventRecord extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    public long seq;

    public String type;

    @Column(name = "command_id")
    public String commandId;

    public String hash;

    /** The envelope as published: canonical JSON, byte for byte what goes on Kafka. */
    public String envelope;

    /**
     * The full payload (canonical JSON) of a format 2 event that hides something, which the
     * envelope only commits to; null when the envelope holds all there is.
     */
    public String payload;

    /**
     * The canonical text of the envelope's {@code publicPayload}, kept from sealing so that the command's answer is
     * written from it (GameService); never stored, and null on a record read back.
     */
    @Transient
    public String publicPayload;

    public static class Key implements Serializable {
        public UUID gameId;
        public long seq;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.seq == seq && Objects.equals(key.gameId, gameId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seq);
        }
    }
}
