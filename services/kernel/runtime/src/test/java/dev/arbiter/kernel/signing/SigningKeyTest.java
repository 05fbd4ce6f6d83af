package dev.arbiter.kernel.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.chain.HashChain;
import java.util.Base64;
import java.util.HexFormat;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The service's Ed25519 key as configured (PKCS#8 base64), its id and its signatures of event hashes. */
class SigningKeyTest {

    // RFC 8032, section 7.1, TEST 1: the secret key and the public key it gives
    private static final String RFC_SECRET = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
    private static final String RFC_PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
    // PKCS#8 (RFC 8410) of an Ed25519 private key: this prefix, then the 32 key bytes
    private static final String PKCS8_PREFIX = "302e020100300506032b657004220420";

    @Test
    @DisplayName("a configured key gives the public key RFC 8032 says it does, and its id is the start of that key's SHA-256")
    void configuredKeyDerivesItsPublicKey() {
        SigningKey key = SigningKey.parse(Base64.getEncoder().encodeToString(HexFormat.of().parseHex(PKCS8_PREFIX + RFC_SECRET)));
        assertEquals(RFC_PUBLIC, key.publicKey());
        assertEquals(HashChain.sha256(HexFormat.of().parseHex(RFC_PUBLIC)).substring(0, 16), key.keyId());
    }

    @Test
    @DisplayName("a signature verifies under its key for its hash only, and a key survives being written out and read back")
    void signaturesVerifyForTheirHashOnly() {
        SigningKey key = SigningKey.generate();
        String hash = HashChain.sha256("an event");
        String signature = key.sign(hash);
        assertTrue(SigningKey.verifies(key.publicKey(), hash, signature));
        assertFalse(SigningKey.verifies(key.publicKey(), HashChain.sha256("another event"), signature));
        assertFalse(SigningKey.verifies(SigningKey.generate().publicKey(), hash, signature));
        SigningKey again = SigningKey.parse(key.pkcs8());
        assertEquals(key.keyId(), again.keyId());
        assertTrue(SigningKey.verifies(key.publicKey(), hash, again.sign(hash)));
    }

    @Test
    @DisplayName("a configured value that is no Ed25519 key stops the service with a reason")
    void notAKey() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SigningKey.parse("bm90IGEga2V5"));
        assertTrue(refused.getMessage().contains("not an Ed25519 private key"), refused.getMessage());
    }
}
