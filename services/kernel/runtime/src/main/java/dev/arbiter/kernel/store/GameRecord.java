package dev.arbiter.kernel.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "games")
public class GameRecord extends PanacheEntityBase {

    @Id
    public UUID id;

    public String ruleset;

    public byte[] seed;

    @Column(name = "head_seq")
    public long headSeq;

    @Column(name = "head_hash")
    public String headHash;

    @Column(name = "next_draw")
    public long nextDraw;

    public String status;

    @Column(name = "created_at")
    public OffsetDateTime createdAt;

    @Column(name = "updated_at")
    public OffsetDateTime updatedAt;
}
