package dev.arbiter.benchmarks;

import dev.arbiter.benchmarks.fixture.RecordedGame;
import dev.arbiter.kernel.signing.SigningKey;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Ed25519 signing and verifying of one event (issue 14): the JDK's provider, which signed every
 * event before, against Bouncy Castle's lightweight signer, which {@link SigningKey} uses now.
 * What is signed is what the kernel signs: {@link SigningKey#CONTEXT} and an event's hash (the
 * first Rolled event of the recorded fixture game). Both sides use one key, made from the same
 * 32 bytes, and create their signer per call as the kernel does.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@State(Scope.Thread)
public class SigningBenchmark {

    private byte[] message;
    private KeyPair jdkKeys;
    private Ed25519PrivateKeyParameters bcPrivate;
    private Ed25519PublicKeyParameters bcPublic;
    private byte[] signature;

    @Setup
    public void setUp() throws GeneralSecurityException {
        String hash = RecordedGame.play(FoldBenchmark.GAME_TARGET).envelopes().stream()
                .filter(e -> e.get("type").asText().equals("Rolled")).findFirst().orElseThrow().get("hash").asText();
        message = (SigningKey.CONTEXT + hash).getBytes(StandardCharsets.UTF_8);
        jdkKeys = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        byte[] encoded = jdkKeys.getPrivate().getEncoded();
        // PKCS#8 of an Ed25519 key ends with its 32 raw bytes (RFC 8410)
        bcPrivate = new Ed25519PrivateKeyParameters(encoded, encoded.length - 32);
        bcPublic = bcPrivate.generatePublicKey();
        signature = jdkSign();
        if (!HexFormat.of().formatHex(signature).equals(HexFormat.of().formatHex(bcSign()))) {
            throw new IllegalStateException("the JDK and Bouncy Castle disagree on a deterministic signature");
        }
    }

    @Benchmark
    public byte[] jdkSign() throws GeneralSecurityException {
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(jdkKeys.getPrivate());
        signer.update(message);
        return signer.sign();
    }

    @Benchmark
    public byte[] bcSign() {
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, bcPrivate);
        signer.update(message, 0, message.length);
        return signer.generateSignature();
    }

    @Benchmark
    public boolean jdkVerify() throws GeneralSecurityException {
        Signature verifier = Signature.getInstance("Ed25519");
        verifier.initVerify(jdkKeys.getPublic());
        verifier.update(message);
        return verifier.verify(signature);
    }

    @Benchmark
    public boolean bcVerify() {
        Ed25519Signer verifier = new Ed25519Signer();
        verifier.init(false, bcPublic);
        verifier.update(message, 0, message.length);
        return verifier.verifySignature(signature);
    }
}
