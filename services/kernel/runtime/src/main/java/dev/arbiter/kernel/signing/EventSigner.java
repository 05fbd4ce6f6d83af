package dev.arbiter.kernel.signing;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Signs every event hash with the service's Ed25519 key, and keeps every key that ever signed in
 * the database so that {@code GET /keys} publishes them all (docs/operations.md, "Signing key").
 * The key comes from {@code arbiter.signing.private-key}; with none configured (development,
 * tests) the service makes one and keeps it in its database, so its signatures survive restarts.
 */
@ApplicationScoped
public class EventSigner {

    private static final Logger LOG = Logger.getLogger(EventSigner.class);

    private final Optional<String> configured;
    private volatile SigningKey key;

    EventSigner(@ConfigProperty(name = "arbiter.signing.private-key") Optional<String> configured) {
        this.configured = configured.filter(text -> !text.isBlank());
    }

    /** Loads the key as the service starts, so a configured value that is no key stops the start-up with the reason. */
    void onStart(@Observes StartupEvent started) {
        key();
    }

    /** The key id and signature of an event with this hash. */
    public Signed sign(String hash) {
        SigningKey current = key();
        return new Signed(current.keyId(), current.sign(hash));
    }

    /** A signature as the envelope's {@code signature} member holds it. */
    public record Signed(String keyId, String value) {
    }

    /** Every key that ever signed, oldest first, and which one signs now. */
    public List<PublishedKey> published() {
        String current = key().keyId();
        return QuarkusTransaction.requiringNew().call(() -> SigningKeyRecord.<SigningKeyRecord>find("order by firstUsed, keyId").list())
                .stream().map(row -> new PublishedKey(row.keyId, "Ed25519", row.publicKey, row.firstUsed.toInstant().toString(), row.keyId.equals(current)))
                .toList();
    }

    /** One entry of {@code GET /keys}. */
    public record PublishedKey(String keyId, String algorithm, String publicKey, String firstUsed, boolean current) {
    }

    private SigningKey key() {
        SigningKey known = key;
        if (known == null) {
            synchronized (this) {
                if (key == null) {
                    key = QuarkusTransaction.requiringNew().call(this::load);
                }
                known = key;
            }
        }
        return known;
    }

    private SigningKey load() {
        if (configured.isPresent()) {
            SigningKey given = SigningKey.parse(configured.get());
            remember(given, null);
            return given;
        }
        SigningKeyRecord made = SigningKeyRecord.<SigningKeyRecord>find("privateKey is not null order by firstUsed desc").firstResult();
        if (made != null) {
            return SigningKey.parse(made.privateKey);
        }
        LOG.warn("no arbiter.signing.private-key configured: signing with a key made now and kept in the database (fine for development only)");
        SigningKey fresh = SigningKey.generate();
        remember(fresh, fresh.pkcs8());
        return fresh;
    }

    /** Records the key once; replicas starting together with one configured key may both try. */
    private static void remember(SigningKey key, String privateKey) {
        SigningKeyRecord.getEntityManager().createNativeQuery("INSERT INTO signing_keys (key_id, public_key, private_key, first_used) "
                        + "VALUES (?1, ?2, ?3, ?4) ON CONFLICT (key_id) DO NOTHING")
                .setParameter(1, key.keyId()).setParameter(2, key.publicKey()).setParameter(3, privateKey)
                .setParameter(4, OffsetDateTime.now()).executeUpdate();
    }
}
