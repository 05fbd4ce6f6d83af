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
@Table(name = "commands")
@IdClass(CommandRecord.Key.class)
public class CommandRecord extends PanacheEntityBase {

    public static final String CREATE = "create";
    public static final String JOIN = "join";
    public static final String PLAY = "play";
    public static final String ABANDON = "abandon";

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    @Column(name = "command_id")
    public String commandId;

    public String kind;

    public Integer seat;

    public String payload;

    @Column(name = "first_seq")
    public long firstSeq;

    @Column(name = "last_seq")
    public long lastSeq;

    public String response;

    public static class Key implements Serializable {
        public UUID gameId;
        public String commandId;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(key.gameId, gameId) && Objects.equals(key.commandId, commandId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, commandId);
        }
    }
}
