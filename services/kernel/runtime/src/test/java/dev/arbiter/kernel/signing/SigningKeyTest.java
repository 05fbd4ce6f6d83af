package dev.arbiter.kernel.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.kernel.chain.HashChain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The service's Ed25519 key as configured (PKCS#8 base64), its id and its signatures of event hashes. */
class SigningKeyTest {

    // RFC 8032, section 7.1, TEST 1: the secret key and the public key it gives
    private static final String RFC_SECRET = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
    private static final String RFC_PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
    // PKCS#8 (RFC 8410) of an Ed25519 private key: this prefix, then the 32 key bytes
    private static final String PKCS8_PREFIX = "302e020100300506032b657004220420";
    // X.509 SubjectPublicKeyInfo (RFC 8410) of an Ed25519 public key: this prefix, then the 32 key bytes
    private static final String X509_PREFIX = "302a300506032b6570032100";
    private static final Path EXAMPLES = Path.of("../../../docs/verify").toAbsolutePath().normalize();
    private static final ObjectMapper JSON = new ObjectMapper();

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

    @Test
    @DisplayName("Ed25519 is deterministic (RFC 8032, 5.1.6): every signature is byte for byte the one the JDK's Ed25519 gives for the same key and event, and each side verifies the other's")
    void sameBytesAsTheJdk() throws GeneralSecurityException {
        List<SigningKey> keys = new ArrayList<>(List.of(SigningKey.parse(Base64.getEncoder().encodeToString(HexFormat.of().parseHex(PKCS8_PREFIX + RFC_SECRET)))));
        for (int i = 0; i < 20; i++) {
            keys.add(SigningKey.generate());
        }
        for (SigningKey key : keys) {
            PrivateKey jdkPrivate = KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(key.pkcs8())));
            PublicKey jdkPublic = KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(HexFormat.of().parseHex(X509_PREFIX + key.publicKey())));
            for (String event : List.of("", "an event", key.keyId())) {
                String hash = HashChain.sha256(event);
                byte[] message = (SigningKey.CONTEXT + hash).getBytes(StandardCharsets.UTF_8);
                Signature jdk = Signature.getInstance("Ed25519");
                jdk.initSign(jdkPrivate);
                jdk.update(message);
                String jdkSignature = HexFormat.of().formatHex(jdk.sign());
                String signature = key.sign(hash);
                assertEquals(jdkSignature, signature);
                assertTrue(SigningKey.verifies(key.publicKey(), hash, jdkSignature));
                Signature verifier = Signature.getInstance("Ed25519");
                verifier.initVerify(jdkPublic);
                verifier.update(message);
                assertTrue(verifier.verify(HexFormat.of().parseHex(signature)));
            }
        }
    }

    @Test
    @DisplayName("a key written out is the JDK's PKCS#8 of that key, so configured and stored keys read back unchanged")
    void pkcs8IsTheJdksEncoding() throws GeneralSecurityException {
        String given = Base64.getEncoder().encodeToString(HexFormat.of().parseHex(PKCS8_PREFIX + RFC_SECRET));
        assertEquals(given, SigningKey.parse(given).pkcs8());
        SigningKey fresh = SigningKey.generate();
        PrivateKey jdk = KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(fresh.pkcs8())));
        assertEquals(fresh.pkcs8(), Base64.getEncoder().encodeToString(jdk.getEncoded()));
    }

    @Test
    @DisplayName("the events signed by the JDK's Ed25519 and published in docs/verify (a format 2 game, a receipt) still verify under their published key, and a changed hash does not")
    void publishedExamplesStillVerify() throws IOException {
        Map<String, String> keys = new HashMap<>();
        JSON.readTree(EXAMPLES.resolve("example-keys.json").toFile()).get("keys").forEach(k -> keys.put(k.get("keyId").asText(), k.get("publicKey").asText()));
        List<JsonNode> envelopes = new ArrayList<>();
        for (String line : Files.readAllLines(EXAMPLES.resolve("example-game-format2.jsonl"))) {
            envelopes.add(JSON.readTree(JSON.readTree(line).get("value").asText()));
        }
        JSON.readTree(EXAMPLES.resolve("example-receipt.json").toFile()).get("events").forEach(envelopes::add);
        int signed = 0;
        for (JsonNode envelope : envelopes) {
            JsonNode signature = envelope.get("signature");
            if (signature == null || signature.isNull()) {
                continue;
            }
            String publicKey = keys.get(signature.get("keyId").asText());
            String hash = envelope.get("hash").asText();
            assertTrue(SigningKey.verifies(publicKey, hash, signature.get("value").asText()), () -> "seq " + envelope.get("seq"));
            assertFalse(SigningKey.verifies(publicKey, HashChain.sha256(hash), signature.get("value").asText()));
            signed++;
        }
        assertEquals(15, signed, "the examples' signed events: 14 in the game and 1 in the receipt");
    }

    @Test
    @DisplayName("a public key or signature that is not hex, of the wrong length, or not a curve point verifies nothing")
    void malformedInputsVerifyNothing() {
        SigningKey key = SigningKey.generate();
        String hash = HashChain.sha256("an event");
        String signature = key.sign(hash);
        assertFalse(SigningKey.verifies("zz", hash, signature));
        assertFalse(SigningKey.verifies(key.publicKey().substring(2), hash, signature));
        assertFalse(SigningKey.verifies(key.publicKey(), hash, signature.substring(2)));
        assertFalse(SigningKey.verifies(key.publicKey(), hash, "not hex"));
    }
}
