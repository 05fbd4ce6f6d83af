package dev.arbiter.kernel.signing;

import dev.arbiter.kernel.chain.HashChain;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.SecureRandom;
import java.security.interfaces.EdECPrivateKey;
import java.security.spec.EdECPrivateKeySpec;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;

/**
 * An Ed25519 key that signs event hashes (docs/events.md, "Signatures"). Its id is the first 16
 * hex digits of the SHA-256 of the raw 32-byte public key, so anyone holding the public key can
 * tell which signatures it made.
 *
 * <p>The signatures are Bouncy Castle's lightweight Ed25519, several times faster than the JDK 17
 * provider (docs/architecture.md, "A log anyone may read"); Ed25519 is deterministic (RFC 8032),
 * so they are the very bytes the JDK gives. Keys are still read and written as PKCS#8 by the JDK.
 */
public record SigningKey(String keyId, String publicKey, Ed25519PrivateKeyParameters privateKey) {

    /** What a signature covers, before the event's hash: keeps these signatures apart from any other use of the key. */
    public static final String CONTEXT = "arbiter-event/1\n";
    private static final String ED25519 = "Ed25519";

    /** A new random key. */
    public static SigningKey generate() {
        return of(new Ed25519PrivateKeyParameters(new SecureRandom()));
    }

    /** The key written as PKCS#8 DER in base64 ({@code openssl genpkey -algorithm ed25519 -outform DER | base64}). */
    public static SigningKey parse(String pkcs8Base64) {
        try {
            PKCS8EncodedKeySpec encoded = new PKCS8EncodedKeySpec(Base64.getMimeDecoder().decode(pkcs8Base64.trim()));
            EdECPrivateKey given = (EdECPrivateKey) KeyFactory.getInstance(ED25519).generatePrivate(encoded);
            byte[] raw = given.getBytes().orElseThrow(() -> new IllegalArgumentException("the key has no bytes"));
            return of(new Ed25519PrivateKeyParameters(raw, 0));
        } catch (GeneralSecurityException | ClassCastException | IllegalArgumentException e) {
            throw new IllegalArgumentException("not an Ed25519 private key in PKCS#8 base64: " + e.getMessage(), e);
        }
    }

    /** The private key as PKCS#8 base64, the form {@link #parse} reads, encoded by the JDK as before. */
    public String pkcs8() {
        try {
            EdECPrivateKeySpec raw = new EdECPrivateKeySpec(NamedParameterSpec.ED25519, privateKey.getEncoded());
            return Base64.getEncoder().encodeToString(KeyFactory.getInstance(ED25519).generatePrivate(raw).getEncoded());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 is part of every Java runtime since 15", e);
        }
    }

    /** The signature of an event with this hash, 128 lowercase hex digits. */
    public String sign(String hash) {
        // a signer buffers the message, so each call has its own; the key parameters are immutable and shared
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, privateKey);
        byte[] message = message(hash);
        signer.update(message, 0, message.length);
        return HexFormat.of().formatHex(signer.generateSignature());
    }

    /** Whether {@code signature} (hex) is this key's signature of an event with this hash. */
    public static boolean verifies(String publicKeyHex, String hash, String signature) {
        try {
            Ed25519Signer verifier = new Ed25519Signer();
            verifier.init(false, new Ed25519PublicKeyParameters(HexFormat.of().parseHex(publicKeyHex), 0));
            byte[] message = message(hash);
            verifier.update(message, 0, message.length);
            return verifier.verifySignature(HexFormat.of().parseHex(signature));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            // not hex, a key of the wrong length, or not a point of the curve
            return false;
        }
    }

    private static byte[] message(String hash) {
        return (CONTEXT + hash).getBytes(StandardCharsets.UTF_8);
    }

    private static SigningKey of(Ed25519PrivateKeyParameters privateKey) {
        byte[] raw = privateKey.generatePublicKey().getEncoded();
        return new SigningKey(HashChain.sha256(raw).substring(0, 16), HexFormat.of().formatHex(raw), privateKey);
    }
}
