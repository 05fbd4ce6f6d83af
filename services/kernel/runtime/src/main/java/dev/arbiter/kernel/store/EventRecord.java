package dev.arbiter.kernel.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
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

    /** The canonical JSON envelope, byte for byte what the hash covers. */
    public String envelope;

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
