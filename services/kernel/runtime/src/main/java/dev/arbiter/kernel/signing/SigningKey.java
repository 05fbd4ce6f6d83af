package dev.arbiter.kernel.signing;

import dev.arbiter.kernel.chain.HashChain;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.interfaces.EdECPrivateKey;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;

/**
 * An Ed25519 key pair of the JDK (java.security, since Java 15) that signs event hashes
 * (docs/events.md, "Signatures"). Its id is the first 16 hex digits of the SHA-256 of the raw
 * 32-byte public key, so anyone holding the public key can tell which signatures it made.
 */
public record SigningKey(String keyId, String publicKey, PrivateKey privateKey) {

    /** What a signature covers, before the event's hash: keeps these signatures apart from any other use of the key. */
    public static final String CONTEXT = "arbiter-event/1\n";
    private static final String ED25519 = "Ed25519";
    private static final int RAW_KEY = 32;

    /** A new random key. */
    public static SigningKey generate() {
        try {
            return of(KeyPairGenerator.getInstance(ED25519).generateKeyPair());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 is part of every Java runtime since 15", e);
        }
    }

    /**
     * The key written as PKCS#8 DER in base64 ({@code openssl genpkey -algorithm ed25519 -outform DER | base64}).
     * The JDK offers no call that derives the public key, so its generator is fed the private key's
     * own 32 bytes, which is how it derives a pair from random bytes; the pair is then checked.
     */
    public static SigningKey parse(String pkcs8Base64) {
        try {
            PrivateKey given = KeyFactory.getInstance(ED25519)
                    .generatePrivate(new PKCS8EncodedKeySpec(Base64.getMimeDecoder().decode(pkcs8Base64.trim())));
            byte[] raw = ((EdECPrivateKey) given).getBytes().orElseThrow(() -> new IllegalArgumentException("the key has no bytes"));
            KeyPairGenerator generator = KeyPairGenerator.getInstance(ED25519);
            generator.initialize(NamedParameterSpec.ED25519, new FixedBytes(raw));
            SigningKey key = of(generator.generateKeyPair());
            key.checkPair();
            return key;
        } catch (GeneralSecurityException | ClassCastException e) {
            throw new IllegalArgumentException("not an Ed25519 private key in PKCS#8 base64: " + e.getMessage(), e);
        }
    }

    /** The private key as PKCS#8 base64, the form {@link #parse} reads. */
    public String pkcs8() {
        return Base64.getEncoder().encodeToString(privateKey.getEncoded());
    }

    /** The signature of an event with this hash, 128 lowercase hex digits. */
    public String sign(String hash) {
        try {
            Signature signer = Signature.getInstance(ED25519);
            signer.initSign(privateKey);
            signer.update(message(hash));
            return HexFormat.of().formatHex(signer.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 signing failed", e);
        }
    }

    /** Whether {@code signature} (hex) is this key's signature of an event with this hash. */
    public static boolean verifies(String publicKeyHex, String hash, String signature) {
        try {
            byte[] raw = HexFormat.of().parseHex(publicKeyHex);
            PublicKey key = KeyFactory.getInstance(ED25519).generatePublic(new java.security.spec.X509EncodedKeySpec(x509(raw)));
            Signature verifier = Signature.getInstance(ED25519);
            verifier.initVerify(key);
            verifier.update(message(hash));
            return verifier.verify(HexFormat.of().parseHex(signature));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    private static byte[] message(String hash) {
        return (CONTEXT + hash).getBytes(StandardCharsets.UTF_8);
    }

    private static SigningKey of(KeyPair pair) {
        byte[] encoded = pair.getPublic().getEncoded();
        // an X.509 SubjectPublicKeyInfo of Ed25519 ends with the raw 32-byte key
        String raw = HexFormat.of().formatHex(Arrays.copyOfRange(encoded, encoded.length - RAW_KEY, encoded.length));
        return new SigningKey(HashChain.sha256(HexFormat.of().parseHex(raw)).substring(0, 16), raw, pair.getPrivate());
    }

    private static byte[] x509(byte[] raw) {
        byte[] prefix = HexFormat.of().parseHex("302a300506032b6570032100");
        byte[] encoded = Arrays.copyOf(prefix, prefix.length + raw.length);
        System.arraycopy(raw, 0, encoded, prefix.length, raw.length);
        return encoded;
    }

    private void checkPair() {
        if (!verifies(publicKey, HashChain.GENESIS, sign(HashChain.GENESIS))) {
            throw new IllegalArgumentException("the public key derived from the private key does not verify its signatures");
        }
    }

    /** Hands the generator exactly the private key's bytes. */
    private static final class FixedBytes extends SecureRandom {
        private final byte[] bytes;

        FixedBytes(byte[] bytes) {
            this.bytes = bytes.clone();
        }

        @Override
        public void nextBytes(byte[] into) {
            System.arraycopy(bytes, 0, into, 0, Math.min(bytes.length, into.length));
        }
    }
}
