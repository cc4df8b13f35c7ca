package cgx.notebook;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.zeromq.ZMQ;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;

/**
 * The Jupyter wire protocol (messaging v5.3): a message is the routing identities, the
 * delimiter {@code <IDS|MSG>}, the HMAC-SHA256 signature of the next four frames, then the
 * JSON header, parent header, metadata and content, then optional binary buffers.
 */
final class Wire {
    static final String PROTOCOL_VERSION = "5.3";
    private static final byte[] DELIMITER = "<IDS|MSG>".getBytes(StandardCharsets.UTF_8);
    static final ObjectMapper JSON = new ObjectMapper();

    /** A message: where it came from, and its four JSON parts. */
    record Message(List<byte[]> identities, ObjectNode header, ObjectNode parent, ObjectNode metadata, ObjectNode content) {
        String type() { return header.path("msg_type").asText(""); }
    }

    private final byte[] key;
    private final String scheme;
    private final String session = UUID.randomUUID().toString();

    Wire(String key, String scheme) {
        this.key = key.getBytes(StandardCharsets.UTF_8);
        this.scheme = scheme;
        if (!key.isEmpty() && !scheme.equals("hmac-sha256")) throw new IllegalArgumentException("unsupported signature scheme " + scheme);
    }

    /** The signature of the four parts, hex; empty when the key is empty (signing disabled). */
    String sign(byte[]... parts) {
        if (key.length == 0) return "";
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            for (byte[] p : parts) mac.update(p);
            return HexFormat.of().formatHex(mac.doFinal());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Reads one message; null if it is malformed or its signature does not verify (it is then dropped). */
    Message receive(ZMQ.Socket socket) {
        List<byte[]> frames = new ArrayList<>();
        do {
            byte[] f = socket.recv(0);
            if (f == null) return null;
            frames.add(f);
        } while (socket.hasReceiveMore());
        int d = 0;
        while (d < frames.size() && !java.util.Arrays.equals(frames.get(d), DELIMITER)) d++;
        if (d + 5 >= frames.size()) return null;
        String signature = new String(frames.get(d + 1), StandardCharsets.US_ASCII);
        byte[][] parts = {frames.get(d + 2), frames.get(d + 3), frames.get(d + 4), frames.get(d + 5)};
        String expected = sign(parts);
        if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), signature.getBytes(StandardCharsets.US_ASCII))) {
            System.err.println("cgx kernel: dropped a message with an invalid signature");
            return null;
        }
        try {
            return new Message(new ArrayList<>(frames.subList(0, d)), object(parts[0]), object(parts[1]), object(parts[2]), object(parts[3]));
        } catch (java.io.IOException e) {
            System.err.println("cgx kernel: dropped a message that is not JSON: " + e.getMessage());
            return null;
        }
    }

    private static ObjectNode object(byte[] json) throws java.io.IOException {
        var node = JSON.readTree(json);
        return node instanceof ObjectNode o ? o : JSON.createObjectNode();
    }

    /** A new header of this kernel's session. */
    ObjectNode header(String type) {
        ObjectNode h = JSON.createObjectNode();
        h.put("msg_id", UUID.randomUUID().toString());
        h.put("session", session);
        h.put("username", "cgx");
        h.put("date", OffsetDateTime.now(ZoneOffset.UTC).toString());
        h.put("msg_type", type);
        h.put("version", PROTOCOL_VERSION);
        return h;
    }

    /** Sends a message of {@code type} in reply to {@code parent} (null for none) to {@code identities}. */
    void send(ZMQ.Socket socket, List<byte[]> identities, String type, ObjectNode content, Message parent) {
        try {
            byte[] header = JSON.writeValueAsBytes(header(type));
            byte[] parentHeader = parent == null ? "{}".getBytes(StandardCharsets.UTF_8) : JSON.writeValueAsBytes(parent.header());
            byte[] metadata = "{}".getBytes(StandardCharsets.UTF_8);
            byte[] body = JSON.writeValueAsBytes(content);
            synchronized (socket) {
                for (byte[] id : identities) socket.sendMore(id);
                socket.sendMore(DELIMITER);
                socket.sendMore(sign(header, parentHeader, metadata, body));
                socket.sendMore(header);
                socket.sendMore(parentHeader);
                socket.sendMore(metadata);
                socket.send(body);
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
