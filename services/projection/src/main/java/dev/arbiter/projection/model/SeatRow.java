package dev.arbiter.projection.model;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.List;
import java.util.UUID;

/** A seat of a game and the name it was taken under (null while open). */
@Entity
@Table(name = "game_seats")
@IdClass(SeatRow.Key.class)
public class SeatRow extends PanacheEntityBase {

    @Id
    @Column(name = "version")
    public int modelVersion;
    @Id
    public UUID gameId;
    @Id
    public int seat;
    public String name;

    public record Key(int modelVersion, UUID gameId, int seat) implements Serializable {
    }

    public static List<SeatRow> of(int version, UUID gameId) {
        return list("modelVersion = ?1 and gameId = ?2 order by seat", version, gameId);
    }
}
