package dev.arbiter.kernel.signing;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** A key that signed this service's events; the private key only for one the service made itself. */
@Entity
@Table(name = "signing_keys")
public class SigningKeyRecord extends PanacheEntityBase {

    @Id
    @Column(name = "key_id")
    public String keyId;

    @Column(name = "public_key")
    public String publicKey;

    @Column(name = "private_key")
    public String privateKey;

    @Column(name = "first_used")
    public OffsetDateTime firstUsed;
}
