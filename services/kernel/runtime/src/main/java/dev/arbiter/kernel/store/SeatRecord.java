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
@Table(name = "seats")
@IdClass(SeatRecord.Key.class)
public class SeatRecord extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    public int seat;

    @Column(name = "token_hash")
    public String tokenHash;

    public static class Key implements Serializable {
        public UUID gameId;
        public int seat;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.seat == seat && Objects.equals(key.gameId, gameId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seat);
        }
    }
}
